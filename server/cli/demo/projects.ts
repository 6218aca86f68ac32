import { asc, eq, inArray } from "drizzle-orm";
import { changeStage, createProject } from "#app/areas/delivery/index.server.ts";
import { installedSystems, projects, projectStages } from "#app/areas/delivery/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { backdate } from "./backdate.ts";
import { workdaysAfter } from "./clock.ts";
import type { DemoContext } from "./context.ts";
import type { WonLead } from "./leads.ts";

/** Working days each installation stage takes, from its start to done (consultation … monitoring active). */
const stageDays: readonly [number, number][] = [
  [1, 4],
  [3, 8],
  [5, 12],
  [10, 25],
  [5, 15],
  [5, 15],
  [3, 10],
  [5, 20],
  [1, 3],
];

/** An installed system the seed's projects registered, for its readings and tickets. */
export interface DemoSystem {
  id: string;
  siteId: string;
  installedOn: string;
}

/**
 * ~300 installation projects converted from won leads (`createProject`: the client's invited account, the stages)
 * and moved stage by stage through `changeStage` with the time passed in, as far as each got by now. A finished
 * final stage registers the system at its site (decision 0153), so the installed systems come from the same path.
 * The project's and its client account's creation are set after the write by one UPDATE of each row.
 */
export async function seedProjects(context: DemoContext, won: readonly WonLead[]): Promise<DemoSystem[]> {
  const { services, tx, random, span, staff } = context;
  const projectIds: string[] = [];
  for (const lead of won.slice(0, context.count(300))) {
    const manager = random.pick(staff.office);
    const createdAt = workdaysAfter(random, lead.wonAt, random.int(1, 3), span.now);
    if (!createdAt) continue;
    const surname = lead.person.name.split(" ").at(-1);
    const { id } = await createProject(
      { services, user: manager },
      {
        clientEmail: lead.person.email,
        title: `${surname} residence, ${lead.systemSizeKw} kW${lead.batteryKwh ? ` + ${lead.batteryKwh} kWh battery` : ""}`,
        type: "installation",
        siteAddress: lead.person.address,
        leadId: lead.id,
        systemSizeKw: lead.systemSizeKw,
        batteryKwh: lead.batteryKwh ?? undefined,
        utility: lead.person.utility,
        projectManagerId: manager.id,
      },
    );
    projectIds.push(id);
    const [project] = await tx
      .update(projects)
      .set({ createdAt, updatedAt: createdAt })
      .where(eq(projects.id, id))
      .returning({ clientId: projects.clientId });
    await backdate(tx, users, project!.clientId, createdAt);
    const [client] = await tx
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, project!.clientId));
    await backdate(tx, customers, client?.customerId, createdAt);
    await moveStages(context, id, manager, createdAt);
  }
  if (projectIds.length === 0) return [];
  return tx
    .select({ id: installedSystems.id, siteId: installedSystems.siteId, installedOn: installedSystems.installedOn })
    .from(installedSystems)
    .where(inArray(installedSystems.projectId, projectIds));
}

/** The project manager finishes each stage and starts the next, until the work reaches today. */
async function moveStages(
  context: DemoContext,
  projectId: string,
  manager: DemoContext["staff"]["office"][number],
  start: Date,
) {
  const { services, tx, random, span } = context;
  const stages = await tx
    .select({ id: projectStages.id })
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position));
  let at = start;
  for (const [position, stage] of stages.entries()) {
    const [least, most] = stageDays[position] ?? [3, 10];
    const done = workdaysAfter(random, at, random.int(least, most), span.now);
    if (!done) return;
    at = done;
    const worker = { services, user: manager };
    await changeStage(
      worker,
      stage.id,
      { state: "done", plannedOn: null, completedOn: null, waitingOn: undefined, tellClient: false },
      at,
    );
    const next = stages[position + 1];
    if (next) {
      const waitingOn = random.weighted([
        ["company", 0.5],
        ["authority", 0.2],
        ["utility", 0.2],
        ["client", 0.1],
      ] as const);
      await changeStage(
        worker,
        next.id,
        { state: "current", plannedOn: null, completedOn: null, waitingOn, tellClient: false },
        at,
      );
    }
  }
}
