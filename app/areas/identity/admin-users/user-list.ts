import type { PageWindow } from "#app/lib/page-window.ts";
import type { SessionUser } from "#server/http/access.ts";

/** One row of the admin's user list. */
export interface UserListEntry extends SessionUser {
  disabled: boolean;
  /** Signs in with a second factor. */
  twoFactorEnabled: boolean;
  createdAt: string;
}

export interface UserPage extends PageWindow {
  users: UserListEntry[];
  pageSize: number;
}
