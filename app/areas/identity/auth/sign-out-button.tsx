import { LogOut } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { useSignOut } from "./use-sign-out.ts";

export function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="secondary" onClick={signOut} disabled={pending}>
      <LogOut aria-hidden className="h-4 w-4" />
      Sign Out
    </Button>
  );
}
