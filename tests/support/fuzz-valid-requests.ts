import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { hostileValue } from "./fuzz-arbitraries.ts";
import type { FuzzRequest, Identity } from "./fuzz-requests.ts";

/** A request the route or page action should answer 2xx: the walked body with the fixture's values laid over it. */
export interface ValidRequest {
  method: string;
  path: string;
  identity: Identity;
  userId?: string;
  headers: Record<string, string>;
  /** A JSON body, a query (GET) or form fields (a page action), before encoding. */
  fields: Record<string, unknown>;
  rawBody?: string | Buffer;
}

/** The walked value with the fixture's fields laid over it (nested objects merged; `null` removes a field). */
export function overlay(walked: unknown, over: Record<string, unknown> = {}): Record<string, unknown> {
  const result: Record<string, unknown> = { ...(walked as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    if (value === null) delete result[key];
    else if (isPlainObject(value) && isPlainObject(result[key])) result[key] = overlay(result[key], value);
    else result[key] = value;
  }
  return result;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A path with its `:name` parameters filled from `params` (else `fallback`). */
export function fillPath(path: string, params: Record<string, string>, fallback: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? fallback(name)));
}

/** Every path to a leaf of a JSON value (array items and object fields). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (isPlainObject(value)) {
    const inner = Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
    return inner.length > 0 ? inner : [prefix];
  }
  return [prefix];
}

const REMOVED = Symbol("removed");

function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf === REMOVED ? undefined : leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const next = withLeaf(copy[head!], rest, leaf);
  if (next === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** One field of the valid value changed: removed, or replaced by a hostile value. */
export function oneFieldMutated(fields: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const paths = leafPaths(fields).filter((path) => path.length > 0);
  if (paths.length === 0) return fc.constant(fields);
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof({ arbitrary: hostileValue, weight: 4 }, fc.constant(REMOVED)))
    .map(([path, leaf]) => withLeaf(fields, path, leaf) as Record<string, unknown>);
}

/** Form fields as this app's forms post them: text, a nested object's fields named `parent.field`. */
export function formText(fields: Record<string, unknown>): string {
  const pairs = (entries: [string, unknown][]): [string, string][] =>
    entries.flatMap(([key, value]): [string, string][] => {
      if (value === undefined) return [];
      if (isPlainObject(value)) return pairs(Object.entries(value).map(([inner, item]) => [`${key}.${inner}`, item]));
      return [[key, typeof value === "string" ? value : JSON.stringify(value)]];
    });
  return new URLSearchParams(pairs(Object.entries(fields))).toString();
}

/** The valid request as sent: a fresh Idempotency-Key each time, so a create is never a replay. */
export function sendable(valid: ValidRequest, fields = valid.fields): FuzzRequest {
  const headers = { ...valid.headers, "Idempotency-Key": randomUUID() };
  if (valid.rawBody !== undefined) {
    return { ...valid, headers: { "Content-Type": "application/json", ...headers }, body: Buffer.from(valid.rawBody) };
  }
  if (valid.method === "GET") {
    const query = formText(fields);
    return { ...valid, path: query ? `${valid.path}?${query}` : valid.path, headers };
  }
  if (valid.headers["Content-Type"] === "application/x-www-form-urlencoded") {
    return { ...valid, headers, body: Buffer.from(formText(fields)) };
  }
  return {
    ...valid,
    headers: { ...headers, "Content-Type": "application/json" },
    body: Buffer.from(JSON.stringify(fields)),
  };
}
