import { isRouteErrorResponse } from "react-router";
import { ACCESS_DENIED_DATA } from "#app/lib/access-denied.ts";

/** The document title for an error screen, so the tab says what the page says. */
export function errorTitle(error: unknown, siteName: string): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return `404 Page Not Found | ${siteName}`;
    if (error.status === 403 && error.data === ACCESS_DENIED_DATA) return `Access Denied | ${siteName}`;
  }
  return `Page Error | ${siteName}`;
}
