import fc from "fast-check";
import { z } from "#app/lib/zod.ts";

/** Values no well-behaved client sends: each once broke some endpoint. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "note \udfff",
    "x".repeat(5000),
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59-23:59",
    "9999-12-31",
    "+275760-09-13T00:00:00Z",
    "2025-02-30T25:61",
    "-1",
    "1e308",
    "NaN",
    "../../etc/passwd",
    "' or 1=1 --",
    "%",
    "_",
    "<script>alert(1)</script>",
    "😀".repeat(100),
    "",
    " ",
  ),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, true, false, null),
  fc.constantFrom([], {}, [null], { __proto__: null }, { constructor: { prototype: { admin: true } } }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const isoDateTime = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2110-01-01T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString());

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function wellTypedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => valueFor(option, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "date") return isoDateTime.map((value) => value.slice(0, 10));
      if (schema.format === "date-time") return isoDateTime;
      return fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 300) }), isoDateTime);
    case "number":
    case "integer":
      return fc.oneof(fc.integer({ min: -10, max: 5000 }), fc.double({ noNaN: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? valueFor(schema.items, depth + 1) : hostileValue, { maxLength: 3 });
    case "object":
      return objectFor(schema, depth);
    default:
      return hostileValue;
  }
}

/** Mostly what the schema asks for, sometimes something hostile in its place. */
function valueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return hostileValue;
  return fc.oneof({ arbitrary: wellTypedValue(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueFor(property, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(properties, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "extra\u0000", "x"), hostileValue, {
        maxKeys: 1,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Objects shaped by a zod schema (its input side), fields mixed with hostile values. */
export function fromSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return valueFor(json, 0);
}

/** Any body at all: schema-shaped when a schema is known, else hostile JSON values of every shape. */
export function jsonBodyFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const anything = fc.oneof(hostileValue, fc.array(hostileValue, { maxLength: 3 }), fc.object({ maxDepth: 2 }));
  return schema ? fc.oneof({ arbitrary: fromSchema(schema), weight: 4 }, { arbitrary: anything, weight: 1 }) : anything;
}
