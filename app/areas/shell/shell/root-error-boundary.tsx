import { isRouteErrorResponse, useRouteError } from "react-router";
import { ACCESS_DENIED_DATA } from "#app/lib/access-denied.ts";
import { RouteErrorScreen } from "#app/ui/route-error-screen.tsx";
import { AccessDenied } from "./access-denied.tsx";
import { NotFoundCard } from "./not-found-card.tsx";

/** Chooses the screen for a route error: not found, access denied, or the generic route error. */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundCard />;
    if (error.status === 403 && error.data === ACCESS_DENIED_DATA) return <AccessDenied />;
  }
  return <RouteErrorScreen />;
}
