import zlib from "node:zlib";
import fc from "fast-check";
import { hostileValue } from "./fuzz-arbitraries.ts";

export type Identity = "anonymous" | "client" | "admin";

/** One request as the fuzz test sends it. */
export interface FuzzRequest {
  method: string;
  path: string;
  identity: Identity;
  headers: Record<string, string>;
  body?: Buffer;
}

/** How a body goes on the wire: as it is, in a (possibly broken) Content-Encoding, or not as JSON at all. */
const wireForms = [
  "plain",
  "plain",
  "plain",
  "plain",
  "gzip",
  "br",
  "gzip-garbage",
  "deflate-garbage",
  "br-garbage",
  "x-unknown",
] as const;
export type WireForm = (typeof wireForms)[number];
export const wireForm = fc.constantFrom(...wireForms);

export function encodeBody(text: Buffer, form: WireForm): { body: Buffer; encoding?: string } {
  switch (form) {
    case "plain":
      return { body: text };
    case "gzip":
      return { body: zlib.gzipSync(text), encoding: "gzip" };
    case "br":
      return { body: zlib.brotliCompressSync(text), encoding: "br" };
    case "gzip-garbage":
      return { body: text, encoding: "gzip" };
    case "deflate-garbage":
      return { body: Buffer.concat([zlib.deflateSync(text).subarray(0, 8), text]), encoding: "deflate" };
    case "br-garbage":
      return { body: text, encoding: "br" };
    case "x-unknown":
      return { body: text, encoding: "x-squash" };
  }
}

/** JSON text that is not what a JSON body should be. */
export const brokenJson = fc.constantFrom(
  "{",
  "",
  "null",
  "42",
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"__proto__":{"userType":"admin"},"constructor":{"prototype":{"admin":true}}}',
  "[".repeat(20_000) + "]".repeat(20_000),
  JSON.stringify({ text: "x".repeat(150 * 1024) }),
);

/** Path parameter values: real ids, unknown ids and junk. */
export function pathParam(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    fc.constantFrom("%00", "%ED%A0%80", "not-an-id", "00000000-0000-0000-0000-000000000000", "..", "%25", "1e308"),
  );
}

/** A query string of the given keys (and a stray one), each value well formed or hostile, some repeated. */
export function queryString(keys: string[], goodValue: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const value = fc.oneof(
    goodValue,
    hostileValue.map((item) => (typeof item === "string" ? item : JSON.stringify(item))),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, "__proto__", "x"), value), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** A client address per request, so the per-address rate limits let the handlers be reached. */
export const clientAddress = fc
  .tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([a, b, c]) => `${a}.${b}.${c}.7`);
