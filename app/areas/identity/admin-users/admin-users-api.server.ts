import { defineApi } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { userAccountsPage, userList } from "./user-list.server.ts";
import { userWrites } from "./user-writes.server.ts";
import { staffList } from "./staff-list.server.ts";
import { staffWrites } from "./staff-writes.server.ts";

export const adminUsersApi = [
  defineApi("get", userList.path, "read:staff:any", (req) =>
    userAccountsPage(req.services, req.user!, userList.parseQuery(req.query)),
  ),
  ...userWrites.map(writeApi),
  ...staffList.api(),
  ...staffWrites.map(writeApi),
];
