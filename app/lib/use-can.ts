import { useRouteLoaderData } from "react-router";
import { can, type Permission } from "./permissions.ts";

/** The signed-in user's permissions as the server computed them for this page (the root loader's). */
export function usePermissions(): readonly Permission[] {
  return useRouteLoaderData<{ permissions: readonly Permission[] }>("root")?.permissions ?? [];
}

/**
 * Whether the signed-in user's role allows `permission`, for showing or hiding a link or a control. The server
 * checks again whatever is asked of it.
 */
export function useCan(permission: Permission): boolean {
  return can(usePermissions(), permission);
}
