import { formatNumber } from "./format.ts";

// A calculator's inputs live in the URL query, so a result can be shared and rendered on the server. Whatever the
// query holds, parsing gives valid values: a bad or out-of-range value becomes the nearest valid one, with a note
// the page shows under the field.

/**
 * What the form shows for a parameter: its label (which the parser's notes also name), a unit said after it in
 * brackets, a hint under it and a placeholder. Written once here, so the field and its notes cannot disagree.
 */
export interface ParamText {
  label: string;
  unit?: string;
  hint?: string;
  placeholder?: string;
}

export type ParamSpec = ParamText &
  (
    | { kind: "number"; min: number; max: number; default: number }
    /** Empty means "let the calculator choose" (null). */
    | { kind: "optional-number"; min: number; max: number }
    | { kind: "choice"; options: readonly string[]; default: string }
    | { kind: "flag" }
    /** Twelve monthly figures separated by commas; empty means none given. */
    | { kind: "monthly-list"; min: number; max: number }
    /** A ZIP code or town, up to 40 letters, digits and spaces. */
    | { kind: "place" }
    /** Search words, up to 100 characters. */
    | { kind: "search" }
  );

type ValueOf<S extends ParamSpec> = S extends { kind: "number" }
  ? number
  : S extends { kind: "optional-number" }
    ? number | null
    : S extends { kind: "choice"; options: readonly (infer O)[] }
      ? O
      : S extends { kind: "flag" }
        ? boolean
        : S extends { kind: "monthly-list" }
          ? number[] | null
          : string;

export type ParamValues<Specs extends Record<string, ParamSpec>> = { -readonly [K in keyof Specs]: ValueOf<Specs[K]> };

export interface ParamNote {
  param: string;
  message: string;
}

/** Longest raw value read: anything longer is cut before parsing, so no query can make parsing slow. */
const MAX_RAW_LENGTH = 200;

const shown = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

function parseNumber(raw: string): number | null {
  if (!/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(raw)) return null;
  return Number(raw);
}

function clampNumber(
  param: string,
  spec: { label: string; min: number; max: number },
  raw: string,
  fallback: number | null,
  notes: ParamNote[],
): number | null {
  const value = parseNumber(raw.replace(/[$,%]/g, ""));
  if (value === null) {
    const used = fallback === null ? "left it for us to choose" : `used ${formatNumber(fallback, 2)}`;
    notes.push({ param, message: `${spec.label}: "${shown(raw)}" is not a number, so we ${used}.` });
    return fallback;
  }
  if (value < spec.min) {
    notes.push({
      param,
      message: `${spec.label}: the lowest we accept is ${formatNumber(spec.min, 2)}, so we used it.`,
    });
    return spec.min;
  }
  if (value > spec.max) {
    notes.push({
      param,
      message: `${spec.label}: the highest we accept is ${formatNumber(spec.max, 2)}, so we used it.`,
    });
    return spec.max;
  }
  return value;
}

function parseOne(param: string, spec: ParamSpec, raw: string | null, notes: ParamNote[]): unknown {
  const text = (raw ?? "").slice(0, MAX_RAW_LENGTH).trim();
  switch (spec.kind) {
    case "number":
      return text === "" ? spec.default : clampNumber(param, spec, text, spec.default, notes);
    case "optional-number":
      return text === "" ? null : clampNumber(param, spec, text, null, notes);
    case "choice":
      if (text === "") return spec.default;
      if (spec.options.includes(text)) return text;
      notes.push({
        param,
        message: `${spec.label}: "${shown(text)}" is not one of the choices, so we used the default.`,
      });
      return spec.default;
    case "flag":
      return text === "1" || text === "on" || text === "true";
    case "monthly-list": {
      if (text === "") return null;
      const parts = text.split(/[\s,;]+/).filter(Boolean);
      const numbers = parts.map((part) => parseNumber(part.replace(/,/g, "")));
      if (parts.length !== 12 || numbers.some((n) => n === null)) {
        notes.push({
          param,
          message: `${spec.label}: we need 12 numbers, January to December, separated by commas, so we used the bill instead.`,
        });
        return null;
      }
      const clamped = numbers.map((n) => Math.min(spec.max, Math.max(spec.min, n!)));
      if (clamped.some((n, index) => n !== numbers[index]))
        notes.push({
          param,
          message: `${spec.label}: each month must be between ${formatNumber(spec.min)} and ${formatNumber(spec.max)}, so we corrected the months outside that range.`,
        });
      return clamped;
    }
    case "search":
      return text.replace(/[^\p{L}\p{N}\p{P}\p{Zs}]/gu, "").slice(0, 100);
    case "place": {
      const cleaned = text.replace(/[^A-Za-z0-9 ]/g, "").slice(0, 40);
      if (cleaned !== text)
        notes.push({ param, message: `${spec.label}: we kept only letters, digits and spaces (40 at most).` });
      return cleaned;
    }
  }
}

/** Reads every parameter of `specs` from the query; never throws. */
export function parseParams<Specs extends Record<string, ParamSpec>>(
  specs: Specs,
  query: URLSearchParams,
): { values: ParamValues<Specs>; notes: ParamNote[] } {
  const notes: ParamNote[] = [];
  const values = {} as Record<string, unknown>;
  for (const [param, spec] of Object.entries(specs)) values[param] = parseOne(param, spec, query.get(param), notes);
  return { values: values as ParamValues<Specs>, notes };
}

function formatValue(spec: ParamSpec, value: unknown): string | null {
  if (value === null || value === undefined || value === "" || value === false) return null;
  if (spec.kind === "flag") return "1";
  if (spec.kind === "monthly-list") return (value as number[]).map((n) => String(Math.round(n))).join(",");
  return String(value);
}

/** The query string for these values, every parameter that has one, in the order of `specs`. */
export function toQuery<Specs extends Record<string, ParamSpec>>(specs: Specs, values: ParamValues<Specs>): string {
  const query = new URLSearchParams();
  for (const [param, spec] of Object.entries(specs)) {
    const text = formatValue(spec, values[param as keyof Specs]);
    if (text !== null) query.set(param, text);
  }
  return query.toString();
}
