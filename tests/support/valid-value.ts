import type { z } from "#app/lib/zod.ts";

/**
 * A value a zod schema accepts, found by walking the schema: each node proposes a few candidates (from its type,
 * format, length and range checks) and keeps the first the node itself accepts, so refinements are honoured where a
 * candidate happens to meet them. Where none does (a cross-field rule, a time relative to now), the first candidate
 * is kept as the best draft: the caller overrides what the schema cannot say and checks the result.
 */
export function validValue(schema: z.ZodType): unknown {
  const [first] = validValues(schema);
  return first === undefined ? candidates(schema)[0] : first;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

const MAX_CANDIDATES = 12;

/** A refinement written for the object it expects may throw on anything else: that is not accepted either. */
function accepts(schema: z.ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

function validValues(schema: z.ZodType): unknown[] {
  const accepted = candidates(schema).filter((value) => accepts(schema, value));
  return [...new Set(accepted)].slice(0, MAX_CANDIDATES);
}

const formatExamples: Record<string, string[]> = {
  email: ["fuzz.valid@example.com"],
  uuid: ["6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"],
  guid: ["6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"],
  datetime: ["2026-12-15T17:00:00.000Z", "2026-12-15T17:00:00Z", "2026-12-15T09:00:00-08:00", "2026-12-15T09:00"],
  date: ["2026-12-15"],
  time: ["10:00", "10:00:00"],
  url: ["https://example.com/page"],
};

/** Texts tried for a free string or a pattern no format names: words, digits, dates, codes. */
const textPool = [
  "Valid fuzz text",
  "Sunny-Roof-2026!",
  "/",
  "fuzzvalid",
  "5305550123",
  "96001",
  "2026-12-15",
  "2026-12-15T10:00",
  "10:00",
  "ABC-123",
  "true",
  "1",
];

function stringCandidates(schema: z.ZodType): string[] {
  const def = defOf(schema);
  const checks = checksOf(schema);
  const formats = [def.format, ...checks.map((check) => check.format)].filter((format) => format !== undefined);
  const min = Math.max(0, ...checks.map((check) => check.minimum ?? check.length ?? 0));
  const max = Math.min(Infinity, ...checks.map((check) => check.maximum ?? check.length ?? Infinity));
  const fit = (text: string) => (text.length < min ? text + "x".repeat(min - text.length) : text).slice(0, max);
  const examples = formats.flatMap((format) => formatExamples[format] ?? []);
  return [...examples, ...textPool].map(fit);
}

function numberCandidates(schema: z.ZodType): number[] {
  let low = -Infinity;
  let high = Infinity;
  for (const check of checksOf(schema)) {
    if (typeof check.value !== "number") continue;
    if (check.check === "greater_than") low = Math.max(low, check.inclusive ? check.value : check.value + 1);
    if (check.check === "less_than") high = Math.min(high, check.inclusive ? check.value : check.value - 1);
  }
  const inRange = [1, 2, 5, 10, 100, 0, low, high, Math.floor((low + high) / 2)];
  return inRange.filter((value) => Number.isFinite(value) && value >= low && value <= high);
}

function objectCandidates(shape: Record<string, z.ZodType>): Record<string, unknown>[] {
  const full: Record<string, unknown> = {};
  const required: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = validValue(field);
    if (value !== undefined) full[key] = value;
    if (value !== undefined && !accepts(field, undefined)) required[key] = value;
  }
  return [full, required];
}

function candidates(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringCandidates(schema);
    case "number":
    case "int":
      return def.coerce
        ? numberCandidates(schema).flatMap((value) => [value, String(value)])
        : numberCandidates(schema);
    case "bigint":
      return [1n];
    case "boolean":
      return def.coerce ? [true, "true"] : [true, false];
    case "date":
      return [new Date("2026-12-15T17:00:00Z")];
    case "literal":
      return def.values ?? [];
    case "enum":
      return Object.values(def.entries ?? {});
    case "null":
      return [null];
    case "undefined":
    case "void":
      return [undefined];
    case "any":
    case "unknown":
      return ["value"];
    case "optional":
      return [...validValues(def.innerType!), undefined];
    case "nullable":
      return [...validValues(def.innerType!), null];
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return validValues(def.innerType!);
    case "pipe":
      return [...candidates(def.in!), ...candidates(def.out!)];
    case "union":
      return (def.options ?? []).flatMap(validValues);
    case "intersection":
      return validValues(def.left!).map((left) => {
        const [right] = validValues(def.right!);
        return typeof left === "object" && typeof right === "object" ? { ...left, ...right } : left;
      });
    case "object":
      return objectCandidates(def.shape ?? {});
    case "array": {
      const min = Math.max(1, ...checksOf(schema).map((check) => check.minimum ?? check.length ?? 0));
      const item = validValue(def.element!);
      return item === undefined ? [[]] : [Array.from({ length: min }, () => item), []];
    }
    case "tuple":
      return [(def.items ?? []).map((item) => validValues(item)[0])];
    case "record":
      return [{}];
    case "lazy":
      return validValues(def.getter!());
    default:
      return [];
  }
}
