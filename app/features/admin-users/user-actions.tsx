import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest, ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import type { UserListEntry } from "./user-list.ts";

/** Role and enable/disable buttons for one account (never shown on the admin's own row). */
export function UserActions({ user }: { user: UserListEntry }) {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  const change = async (path: string, body: object, title: string, description: string) => {
    setPending(true);
    try {
      await apiRequest("POST", `/api/admin/users/${user.id}/${path}`, body);
      toast({ title, description });
      await revalidate();
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.serverMessage("The change could not be saved")
          : "The change could not be saved";
      toast({ title: "Update Failed", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const nextRole = user.userType === "admin" ? "client" : "admin";
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          change(
            "role",
            { userType: nextRole },
            "Role Changed",
            `${name} is now ${nextRole === "admin" ? "an admin" : "a client"}.`,
          )
        }
      >
        {nextRole === "admin" ? "Make admin" : "Make client"}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button
        variant={user.disabled ? "secondary" : "destructive"}
        disabled={pending}
        onClick={() =>
          user.disabled
            ? change("disabled", { disabled: false }, "Account Enabled", `${name} can sign in again.`)
            : change(
                "disabled",
                { disabled: true },
                "Account Disabled",
                `${name} has been signed out and can no longer sign in.`,
              )
        }
      >
        {user.disabled ? "Enable" : "Disable"}
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}
