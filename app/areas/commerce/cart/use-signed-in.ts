import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "#server/http/access.ts";

/** Whether a client is signed in (the root loader's user): their cart is mirrored on the server. */
export function useSignedIn(): boolean {
  return Boolean(useRouteLoaderData<{ user: SessionUser | null }>("root")?.user);
}
