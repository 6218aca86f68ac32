import { LogOut } from "lucide-react";
import { useState } from "react";
import { apiRequest } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSessionChange } from "./use-session-change.ts";

export function SignOutButton() {
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
    toast({ title: "Logged Out", description: "You have been signed out." });
    await sessionChanged("/auth");
  };
  return (
    <Button variant="secondary" onClick={signOut} disabled={pending}>
      <LogOut aria-hidden className="h-4 w-4" />
      Sign Out
    </Button>
  );
}
