import { matchPath } from "react-router";
import { pageTable } from "../../route-table.ts";

export const UNKNOWN_ROUTE = "*";

/**
 * The route pattern a page address belongs to, so /portfolio/a and /portfolio/b
 * are one route and an order number never becomes a group of its own.
 */
export function pageRoute(url: string): string {
  const { pathname } = new URL(url);
  const page = pageTable.find((entry) => matchPath(entry.path, pathname));
  return page?.path ?? UNKNOWN_ROUTE;
}

/** The address without query and fragment, which can carry tokens (an unsubscribe link). */
export function pageAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
