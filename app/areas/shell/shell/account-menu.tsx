import { Link } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { useSignOut } from "#app/areas/identity/index.ts";
import { accountLinks, SIGN_IN_LINK, SIGN_OUT_LABEL, useBackOffice } from "./account-links.ts";
import { NavDropdown } from "./nav-dropdown.tsx";
import { navItemClass } from "./nav-styles.ts";
import { useRouteState } from "./use-route-state.ts";

/**
 * The desktop header's way in and out: "Sign in" for a visitor, else a menu under the person's first name. The user
 * comes from the root loader: prerendered pages are served only to visitors without a session (who are signed out),
 * every other page is rendered with its user, and signing in or out reloads the root's data.
 */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useRouteState<boolean>(false);
  const { signOut, pending } = useSignOut();
  const backOffice = useBackOffice();
  if (!user) {
    return (
      <Link to={SIGN_IN_LINK.to} className={navItemClass}>
        {SIGN_IN_LINK.label}
      </Link>
    );
  }
  return (
    <NavDropdown
      label={user.firstName}
      links={accountLinks(backOffice)}
      actions={[{ label: SIGN_OUT_LABEL, onSelect: () => void signOut(), disabled: pending }]}
      align="end"
      open={open}
      onOpenChange={setOpen}
    />
  );
}
