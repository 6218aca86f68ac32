import { and, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { customerScope } from "#app/areas/sales/crm/index.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { defaultedParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import { can, permissionsOf } from "#app/lib/permissions.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { searchCondition } from "./lead-filters.server.ts";
import { leadScope } from "./lead-scope.server.ts";
import { leadTasks } from "./tables.server.ts";
import { taskDue } from "./task-due.ts";

export const taskStates = ["open", "done", "all"] as const;

/**
 * "My tasks" (/platform/crm/tasks) and GET /api/crm/tasks: the reader's tasks on leads and on customers without a deal
 * (decision 0144), open ones by default, soonest due first (so the overdue ones lead), each with its lead or customer.
 * Only tasks on leads in the reader's scope and customers they read; a role that may not give work to others (a sales
 * rep at `own` reach) sees only its own, whoever `assignee` names.
 */
export const taskList = defineStaffList({
  path: "/api/crm/tasks",
  access: "read:lead:own",
  select: {
    id: leadTasks.id,
    title: leadTasks.title,
    dueAt: leadTasks.dueAt,
    completedAt: leadTasks.completedAt,
    assigneeId: leadTasks.assigneeId,
    assigneeName: fullName(users),
    leadId: leads.id,
    leadReference: leads.reference,
    customerId: leadTasks.customerId,
    customerName: sql<string>`coalesce(${leads.customerName}, ${customers.name}, ${customers.email})`,
  },
  from: (db, selection) =>
    db
      .select(selection)
      .from(leadTasks)
      .leftJoin(leads, eq(leads.id, leadTasks.leadId))
      .leftJoin(customers, eq(customers.id, leadTasks.customerId))
      .leftJoin(users, eq(users.id, leadTasks.assigneeId))
      .$dynamic(),
  filters: {
    /** The task's title, or its lead's name, e-mail, reference or phone, as the inbox's search reads them. */
    search: filter(searchParam, (search) =>
      or(
        ilike(leadTasks.title, likePattern(search)),
        searchCondition(search),
        ilike(customers.searchText, likePattern(search.toLowerCase())),
      ),
    ),
    /** Whose tasks: the reader's unless another staff member is named. */
    assignee: filter(optionalParam(z.uuid("Unknown assignee"))),
    state: filter(defaultedParam(z.enum(taskStates).default("open")), (state) => {
      if (state === "open") return isNull(leadTasks.completedAt);
      return state === "done" ? isNotNull(leadTasks.completedAt) : undefined;
    }),
  },
  where: (query, _now, user) => eq(leadTasks.assigneeId, query.assignee ?? user.id),
  sorts: { dueAt: sortKey(leadTasks.dueAt, "timestamptz") },
  dir: "asc",
  id: { column: leadTasks.id, type: "uuid" },
  scope: (user, policy) =>
    and(
      or(
        and(isNotNull(leadTasks.leadId), leadScope(user, policy)),
        and(isNotNull(leadTasks.customerId), customerScope(user, policy)),
      ),
      can(permissionsOf(user.userType, policy), "write:lead:any") ? undefined : eq(leadTasks.assigneeId, user.id),
    ),
  item: (task, now) => ({ ...task, due: taskDue(task, now) }),
});

export type TaskPage = StaffListPage<typeof taskList>;
export type TaskListQuery = StaffListQuery<typeof taskList>;
