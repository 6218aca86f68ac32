import type { SessionUser } from "../../../server/http/access.ts";

/** One row of the admin's user list. */
export interface UserListEntry extends SessionUser {
  disabled: boolean;
  createdAt: string;
}

export interface UserPage {
  users: UserListEntry[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}
