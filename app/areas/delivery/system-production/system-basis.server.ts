import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { shadingLosses } from "#app/content/solar-production.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import { parseRoiQuery } from "#app/areas/energy/index.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { siteScope, systemNotFound } from "#app/areas/delivery/installed-systems/index.server.ts";
import type { ProductionBasis } from "./expected-production.ts";
import type { ExpectedSource } from "./production-values.ts";
import { systemMonitoring } from "./tables.server.ts";

/** A system as production needs it: its size, install date, town, and what its expected production rests on. */
export interface ProductionSystem {
  id: string;
  installedOn: string;
  kwDc: number | null;
  city: string | null;
  basis: ProductionBasis | null;
  expectedSource: ExpectedSource;
}

const columns = {
  id: installedSystems.id,
  installedOn: installedSystems.installedOn,
  kwDc: installedSystems.kwDc,
  projectKw: projects.systemSizeKw,
  snapshot: leads.calculatorSnapshot,
  city: sites.city,
  orientation: systemMonitoring.orientation,
  tilt: systemMonitoring.tilt,
  shading: systemMonitoring.shading,
};

type SystemFacts = { [Key in keyof typeof columns]: (typeof columns)[Key]["_"]["data"] | null } & {
  id: string;
  installedOn: string;
};

/**
 * What a system's expected production rests on (decision 0193): the estimate the customer was shown at sale, which is
 * the ROI calculator's snapshot on the lead its project came from (its roof, and its size where the visitor gave
 * one), run through the same savings model; else the savings model from the system's recorded size (or its
 * project's) and the roof staff recorded (south, typical pitch, no shade when they have not); else none.
 */
export function basisOf(facts: SystemFacts): Pick<ProductionSystem, "basis" | "expectedSource"> {
  const recordedKw = facts.kwDc ?? facts.projectKw;
  if (facts.snapshot?.calculator === "roi-calculator") {
    const { values } = parseRoiQuery(new URLSearchParams(facts.snapshot.inputs));
    const systemKw = values.size ?? recordedKw;
    if (systemKw) {
      const roof = {
        orientation: values.orientation,
        tilt: values.tilt,
        shadingLoss: shadingLosses[values.shading].loss,
      };
      return { basis: { systemKw, roof, installedOn: facts.installedOn }, expectedSource: "calculator-snapshot" };
    }
  }
  if (!recordedKw) return { basis: null, expectedSource: "none" };
  const roof = {
    orientation: facts.orientation ?? "s",
    tilt: facts.tilt ?? "low",
    shadingLoss: shadingLosses[facts.shading ?? "none"].loss,
  };
  return { basis: { systemKw: recordedKw, roof, installedOn: facts.installedOn }, expectedSource: "savings-model" };
}

/** The systems' facts with the rows their expectation reads (project, lead, roof), joined once. */
export function productionSystemsQuery(db: Database) {
  return db
    .select(columns)
    .from(installedSystems)
    .innerJoin(sites, eq(sites.id, installedSystems.siteId))
    .leftJoin(projects, eq(projects.id, installedSystems.projectId))
    .leftJoin(leads, eq(leads.id, projects.leadId))
    .leftJoin(systemMonitoring, eq(systemMonitoring.systemId, installedSystems.id))
    .$dynamic();
}

export const productionSystemOf = (facts: SystemFacts): ProductionSystem => ({
  id: facts.id,
  installedOn: facts.installedOn,
  kwDc: facts.kwDc,
  city: facts.city,
  ...basisOf(facts),
});

/** One system as the user may read it (its site's scope: another's answers 404 like a missing one). */
export async function readableProductionSystem(
  services: ListServices,
  user: SessionUser,
  systemId: string,
): Promise<ProductionSystem> {
  const policy = await rolePolicy(services);
  const [facts] = await productionSystemsQuery(services.db).where(
    and(eq(installedSystems.id, systemId), siteScope(user, policy)),
  );
  if (!facts) throw systemNotFound();
  return productionSystemOf(facts);
}
