import { eq } from "drizzle-orm";
import { consultationSchema } from "#app/areas/sales/index.ts";
import { changeStatus, leadWorker, storeLead, type LeadWorker } from "#app/areas/sales/index.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { backdate } from "./backdate.ts";
import { instantOn, salesSeason, seasonalDay, workdaysAfter } from "./clock.ts";
import type { DemoContext } from "./context.ts";
import type { DemoPerson } from "./people.ts";

/** A lead the seed won for an installation: the projects are made from these. */
export interface WonLead {
  id: string;
  person: DemoPerson;
  wonAt: Date;
  systemSizeKw: number;
  batteryKwh: number | null;
}

const roofs = ["Composition shingle", "Metal", "Tile", "Flat / TPO"];
const bills = ["$100-$200", "$200-$300", "$300-$400", "$400+"];
const notes = [
  "Our summer bills are brutal, we run the AC from June to September.",
  "Thinking about a battery too, the power went out twice last winter.",
  "We just bought the house and the roof is new.",
  "Neighbor had a system put in and recommended you.",
  "Want to know if the south side of the barn would work.",
  "",
];
const repairNotes = [
  "The inverter shows a red light since the heat wave.",
  "Production dropped by half, the monitoring app says offline.",
  "Our old installer went out of business, nobody services the system.",
  "A panel came loose in the storm.",
];
const contactMessages = [
  "Do you install in Red Bluff?",
  "What does a 6 kW system cost roughly?",
  "Can you quote a battery for an existing system?",
  "Do you work with REU's solar program?",
  "I'd like to ask about financing options.",
];

/** The lead's form values, checked by the form's own schema (a value no form could send would fail here). */
function leadValues(context: DemoContext, person: DemoPerson) {
  const { random } = context;
  const source = random.weighted([
    ["consultation_modal", 0.5],
    ["service_request_form", 0.2],
    ["contact_form", 0.3],
  ] as const);
  if (source === "contact_form") {
    const message = random.pick(contactMessages);
    return { source, customerName: person.name, email: person.email, phone: person.phone, message };
  }
  const repair = source === "service_request_form";
  const consultation = consultationSchema.parse({
    customerName: person.name,
    email: person.email,
    phone: person.phone,
    address: person.address,
    propertyType: random.weighted([
      ["Residential", 0.82],
      ["Commercial", 0.08],
      ["Agricultural", 0.08],
      ["Industrial", 0.02],
    ] as const),
    serviceNeeded: repair
      ? random.pick(["Solar Repair", "System Maintenance"] as const)
      : random.weighted([
          ["New Solar Installation", 0.7],
          ["Battery Storage", 0.15],
          ["Consultation", 0.15],
        ] as const),
    currentElectricBill: random.pick(bills),
    roofType: random.pick(roofs),
    shadingIssues: random.pick(["No", "No", "Yes"] as const),
    timeline: random.pick(["ASAP", "1-3 months", "3-6 months", "Just exploring"] as const),
    additionalNotes: repair ? random.pick(repairNotes) : random.pick(notes) || undefined,
    subscribeToNewsletter: random.chance(0.2),
  });
  return { ...consultation, source, utility: person.utility };
}

/**
 * ~3,000 leads over three years through `storeLead` (the forms' path: customer matched, scored, mails queued), then
 * worked by the sales team through `changeStatus` with the time passed in. `storeLead` takes no time, so each
 * lead's arrival and its new customer's are set after the write by one UPDATE of each row (decision 0206).
 */
export async function seedLeads(context: DemoContext): Promise<WonLead[]> {
  const { services, tx, random, span } = context;
  const won: WonLead[] = [];
  const workers: LeadWorker[] = [];
  for (const user of context.staff.sales) workers.push(await leadWorker(services, user));
  for (let n = 0; n < context.count(3000); n++) {
    const arrived = instantOn(
      random,
      seasonalDay(random, { from: span.from, to: span.now }, salesSeason, 0.45),
      "visitors",
    );
    const person = context.person(0.04);
    const values = leadValues(context, person);
    const stored = await storeLead(services, values, { spamSignals: [], userId: null });
    const [lead] = await tx.update(leads).set({ createdAt: arrived }).where(eq(leads.id, stored.id)).returning();
    await backdate(tx, customers, lead!.customerId, arrived);
    const wonAt = await workLead(context, random.pick(workers), stored.id, values.source, arrived);
    const installation = "serviceNeeded" in values && values.serviceNeeded !== "Solar Repair";
    if (wonAt && installation && values.serviceNeeded !== "System Maintenance") {
      const battery = values.serviceNeeded === "Battery Storage" || random.chance(0.3);
      won.push({
        id: stored.id,
        person,
        wonAt,
        systemSizeKw: Math.round(random.around(7.5, 2.5, 3.2) * 10) / 10,
        batteryKwh: battery ? random.pick([10, 13.5, 16, 20]) : null,
      });
    }
  }
  return won;
}

/** A sales rep moves the lead along as far as it got by now; answers when it was won, if it was. */
async function workLead(
  context: DemoContext,
  worker: LeadWorker,
  leadId: string,
  source: string,
  arrived: Date,
): Promise<Date | null> {
  const { services, random, span } = context;
  const path =
    source === "contact_form"
      ? random.chance(0.75)
        ? (["contacted"] as const)
        : ([] as const)
      : random.weighted([
          [["contacted"] as const, 0.15],
          [["contacted", "lost"] as const, 0.15],
          [["contacted", "site_visit_scheduled", "lost"] as const, 0.12],
          [["contacted", "site_visit_scheduled", "proposal_sent"] as const, 0.08],
          [["contacted", "site_visit_scheduled", "proposal_sent", "lost"] as const, 0.18],
          [["contacted", "site_visit_scheduled", "proposal_sent", "won"] as const, 0.27],
          [[] as const, 0.05],
        ]);
  let at = arrived;
  for (const status of path) {
    const next = workdaysAfter(random, at, status === "contacted" ? random.int(0, 2) : random.int(2, 15), span.now);
    if (!next) return null;
    at = next;
    const lostReason =
      status === "lost" ? random.pick(["Price", "Went with another installer", "Moving", "No reply"]) : null;
    await changeStatus(services.db, leadId, worker, { status, lostReason }, at);
    if (status === "won") return at;
  }
  return null;
}
