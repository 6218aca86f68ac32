import { defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { listUsers, userListQuerySchema } from "./user-accounts.server.ts";
import { userWrites } from "./user-writes.server.ts";
import { staffList } from "./staff-list.server.ts";
import { staffWrites } from "./staff-writes.server.ts";

export const adminUsersApi = [
  defineApi("get", "/api/admin/users", "read:staff:any", async (req) => {
    const query = parseInput(userListQuerySchema, req.query);
    return listUsers(req.services.db, query.search, query.page);
  }),
  ...userWrites.map(writeApi),
  ...staffList.api(),
  ...staffWrites.map(writeApi),
];
