import { z } from "zod";
import { defineApi, type ApiRequest } from "../../../server/http/api-route.ts";
import { HttpError, parseInput } from "../../../server/http/errors.ts";
import { destroyUserSessions } from "../auth/index.server.ts";
import { listUsers, updateAccount, userListQuerySchema } from "./user-accounts.server.ts";

/** The account an admin acts on: never their own, and a malformed id is simply not found. */
function targetUserId(req: ApiRequest, ownAccountMessage: string): string {
  const id = z.uuid().safeParse(req.params.id);
  if (!id.success) throw new HttpError(404, "No such user");
  if (id.data === req.user!.id) throw new HttpError(403, ownAccountMessage);
  return id.data;
}

export const adminUsersApi = [
  defineApi({
    method: "get",
    path: "/api/admin/users",
    access: "admin",
    handler: async (req) => {
      const query = parseInput(userListQuerySchema, req.query);
      return listUsers(req.services.db, query.search, query.page);
    },
  }),

  defineApi({
    method: "post",
    path: "/api/admin/users/:id/role",
    access: "admin",
    handler: async (req) => {
      const userId = targetUserId(req, "You can't change your own role");
      const { userType } = parseInput(
        z.object({ userType: z.enum(["client", "admin"], "Choose client or admin") }),
        req.body,
      );
      const user = await updateAccount(req.services.db, userId, { userType });
      if (!user) throw new HttpError(404, "No such user");
      return user;
    },
  }),

  defineApi({
    method: "post",
    path: "/api/admin/users/:id/disabled",
    access: "admin",
    handler: async (req) => {
      const userId = targetUserId(req, "You can't disable your own account");
      const { disabled } = parseInput(z.object({ disabled: z.boolean("Send disabled as true or false") }), req.body);
      const user = await updateAccount(req.services.db, userId, { disabled });
      if (!user) throw new HttpError(404, "No such user");
      // A disabled account is signed out everywhere at once, not at its sessions' expiry.
      if (disabled) await destroyUserSessions(req.services.db, userId);
      return user;
    },
  }),
];
