import { useState } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/ui/toast.tsx";
import { useSessionChange } from "./use-session-change.ts";

/** Signs out through the API, says so, and goes to /auth with every loader (the header's user too) reloaded. */
export function useSignOut() {
  const sessionChanged = useSessionChange();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/logout");
    } catch {
      setPending(false);
      toast({ title: "Logout Failed", description: "There was an issue logging out", variant: "destructive" });
      return;
    }
    await sessionChanged("/auth", { title: "Logged Out", description: "You have been signed out." });
  };
  return { signOut, pending };
}
