import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "#server/http/access.ts";

export interface ContactPrefill {
  name: string;
  email: string;
  phone: string;
}

export function contactPrefill(user: SessionUser | null | undefined): ContactPrefill | undefined {
  if (!user) return undefined;
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? "" };
}

/** A signed-in visitor's name, e-mail and phone (root loader data), to prefill lead forms; undefined when signed out. */
export function useSignedInContact(): ContactPrefill | undefined {
  const user = useRouteLoaderData<{ user: SessionUser | null }>("root")?.user;
  return useMemo(() => contactPrefill(user), [user]);
}
