import { appendTicketEvents, openTicket } from "#app/areas/delivery/index.server.ts";
import type { TicketStatus } from "#app/areas/delivery/index.ts";
import { instantOn, seasonalDay, serviceSeason, workdaysAfter } from "./clock.ts";
import type { DemoContext } from "./context.ts";
import type { DemoSystem } from "./projects.ts";

const problems = {
  repair: [
    "Inverter shows a ground fault after the heat wave.",
    "One string stopped producing; monitoring shows zero on string 2.",
    "Battery will not charge past 40 percent.",
  ],
  emergency: [
    "Burning smell at the inverter, system shut off by the owner.",
    "Storm tore a panel loose, hanging over the gutter.",
  ],
  inspection: [
    "Annual inspection and cleaning; lots of pollen and smoke ash on the panels.",
    "Owner wants a check before selling the house.",
  ],
  warranty: [
    "Microinverter failed on panel 7, under warranty.",
    "Optimizer replacement under the manufacturer's warranty.",
  ],
  other: [
    "Owner asks to move the monitoring gateway to the new router.",
    "Question about the production figures in the portal.",
  ],
} as const;

/** The flow a ticket went through, as far as it got: most reach closed, some wait on parts or the customer. */
const flows: readonly (readonly [readonly TicketStatus[], number])[] = [
  [["scheduled", "in_progress", "resolved", "closed"], 0.6],
  [["scheduled", "in_progress", "waiting_parts", "in_progress", "resolved", "closed"], 0.2],
  [["waiting_customer", "scheduled", "in_progress", "resolved", "closed"], 0.1],
  [["scheduled", "in_progress", "resolved"], 0.1],
];

/**
 * ~600 service tickets on the demo's installed systems, opened by the office (`openTicket`, given the time) more in
 * the summer heat and the winter storms, and moved along their flow by a technician through `appendTicketEvents`,
 * the one way a ticket changes, each move at its own time.
 */
export async function seedTickets(context: DemoContext, systems: readonly DemoSystem[]): Promise<number> {
  const { services, tx, random, span, staff } = context;
  if (systems.length === 0) return 0;
  const first = systems.reduce(
    (earliest, system) => (system.installedOn < earliest ? system.installedOn : earliest),
    "9999",
  );
  const from = new Date(`${first}T20:00:00Z`);
  if (from >= span.now) return 0;
  let opened = 0;
  for (let n = 0; n < context.count(600); n++) {
    const day = seasonalDay(random, { from, to: span.now }, serviceSeason, 0.3);
    const at = instantOn(random, day, "office");
    const installed = systems.filter((system) => new Date(`${system.installedOn}T20:00:00Z`) < at);
    if (installed.length === 0) continue;
    const system = random.pick(installed);
    const type = random.weighted([
      ["repair", 0.45],
      ["emergency", 0.08],
      ["inspection", 0.25],
      ["warranty", 0.12],
      ["other", 0.1],
    ] as const);
    const office = random.pick(staff.office);
    const ticket = await openTicket(
      tx,
      { user: office, policy: context.policy, services },
      { systemId: system.id, type, description: random.pick(problems[type]) },
      [],
      at,
    );
    opened += 1;
    const technician = random.pick(staff.technicians);
    let when = at;
    for (const status of random.weighted(flows)) {
      const next = workdaysAfter(random, when, type === "emergency" ? 0 : random.int(0, 4), span.now);
      if (!next) break;
      when = next;
      await appendTicketEvents(
        tx,
        ticket.id,
        [{ kind: "status", status, actorKind: "staff", actorId: technician.id }],
        {
          services,
          now: when,
        },
      );
    }
  }
  return opened;
}
