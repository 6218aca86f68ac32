import type { Database } from "#server/db/client.ts";
import { planTemplates } from "#app/content/maintenance-plans.ts";
import { planPriceCents } from "./plans.server.ts";

/** The plans on sale, as `GET /api/service/plan-templates` gives them: each at today's price. */
export async function planTemplatesNow(db: Database) {
  return Promise.all(
    planTemplates.map(async (template) => ({
      id: template.id,
      name: template.name,
      priceCents: await planPriceCents(db, template),
      termMonths: template.termMonths,
      visits: template.visits.map((visit) => ({ title: visit.title, every: visit.every })),
    })),
  );
}
