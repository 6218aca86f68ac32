import { matchPath } from "react-router";
import { redactPath } from "#app/lib/redact-url.ts";
import { pageTable } from "#app/route-table.ts";

export const UNKNOWN_ROUTE = "*";

/** Resolves a bare path ("/about"); an absolute address ignores it. */
const PATH_BASE = "http://path.invalid";

/** A report's page: an absolute http(s) address or a path starting with a single "/". */
export function isPageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && URL.canParse(value, PATH_BASE);
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The route pattern a page address or path belongs to, so /portfolio/a and /portfolio/b
 * are one route and an order number never becomes a group of its own.
 */
export function pageRoute(url: string): string {
  const { pathname } = new URL(url, PATH_BASE);
  const page = pageTable.find((entry) => matchPath(entry.path, pathname));
  return page?.path ?? UNKNOWN_ROUTE;
}

/** The path of a stored report's page, which is an absolute address or a bare path ("/"). */
export function pagePath(url: string): string {
  return new URL(url, PATH_BASE).pathname;
}

/** The address (or path) without query and fragment, which can carry tokens (an unsubscribe link), nor a secret path segment (a manage link). */
export function pageAddress(url: string): string {
  const parsed = new URL(url, PATH_BASE);
  const path = redactPath(parsed.pathname);
  return url.startsWith("/") ? path : `${parsed.origin}${path}`;
}
