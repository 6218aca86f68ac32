import { sql, type SQL } from "drizzle-orm";
import { likePattern } from "#app/lib/like-pattern.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { projectStages, projects } from "#app/areas/delivery/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";

const LOOKS_LIKE_PHONE = /^[\d\s().+-]+$/;

/**
 * Name, e-mail, phone or company containing the text, in any case; something that looks like a phone number is
 * matched by its digits. One LIKE on the stored `search_text`, as the leads inbox searches (decision 0140).
 */
export function customerSearch(search: string): SQL {
  const digits = search.replace(/\D/g, "");
  const text = LOOKS_LIKE_PHONE.test(search) && digits.length >= 3 ? digits : search;
  return sql`${customers.searchText} like lower(${likePattern(text)})`;
}

/** The customer's deals still being worked: leads not spam, neither won nor lost. */
const openDealOf = sql`${leads.customerId} = ${customers.id} and not ${leads.isSpam} and ${leads.status} not in ('won', 'lost')`;

export const openDeals = sql<number>`(select count(*)::int from ${leads} where ${openDealOf})`;
export const hasOpenDeal = sql`exists (select 1 from ${leads} where ${openDealOf})`;

/**
 * A project of the customer's account that has reached its final stage (its last stage current or done): until
 * installed systems are recorded of their own (issue 28), what says the person has a system.
 */
export const hasSystem = sql`exists (
  select 1 from ${projects}
  join ${users} on ${users.id} = ${projects.clientId}
  join ${projectStages} on ${projectStages.projectId} = ${projects.id}
  where ${users.customerId} = ${customers.id}
    and ${projectStages.state} in ('current', 'done')
    and ${projectStages.position} = (select max(last.position) from ${projectStages} last where last.project_id = ${projects.id})
)`;

/** A yes/no filter's condition. */
export const whether = (condition: SQL, answer: "yes" | "no"): SQL =>
  answer === "yes" ? condition : sql`not ${condition}`;
