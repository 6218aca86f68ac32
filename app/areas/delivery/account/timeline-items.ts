import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { formatCents } from "#app/lib/format.ts";
import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { describeLeadActivity, leadActivityKinds, leadSourceLabels } from "#app/areas/sales/index.ts";

/** A row of the timeline's query: when, what kind, its ordering key, the lead it is about, who, and what it records. */
export interface TimelineRow {
  at: Date | string;
  kind: string;
  key: string;
  lead_id: string | null;
  by: string | null;
  data: Record<string, unknown>;
}

/** One entry of a customer's timeline, as GET /api/crm/customers/:id answers it and the page shows it. */
export interface TimelineItem {
  at: Date;
  kind: string;
  title: string;
  detail?: string;
  leadId?: string;
  by?: string;
}

const activityKinds: ReadonlySet<string> = new Set(leadActivityKinds);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const amount = (value: unknown) => (typeof value === "number" ? formatCents(value) : undefined);
const sideWords = { client: "the client", staff: "staff" } as Record<string, string>;

/** What an entry says: its title and, where there is more, a detail line. */
function describe(kind: string, data: Record<string, unknown>): { title: string; detail?: string } {
  if (activityKinds.has(kind)) {
    const title = sentenceCase(
      describeLeadActivity({ kind, detail: data } as Parameters<typeof describeLeadActivity>[0]),
    );
    return { title, detail: data.reference ? `Lead ${text(data.reference)}` : undefined };
  }
  switch (kind) {
    case "lead_received":
      return {
        title: `Lead received from the ${labelOf(leadSourceLabels, text(data.source)).toLowerCase()}`,
        detail: `${text(data.reference)} · ${text(data.serviceNeeded) || "Message"}`,
      };
    case "mail_sent":
      return { title: `E-mail sent: ${text(data.subject)}` };
    case "mail_queued":
      return { title: `E-mail queued: ${text(data.subject)}` };
    case "mail_failed":
      return { title: `E-mail failed: ${text(data.subject)}` };
    case "customer_created":
      return { title: "Became a customer" };
    case "appointment_booked": {
      const type = appointmentTypeBySlug(text(data.type))?.name ?? text(data.type);
      return { title: `Booked ${type} ${text(data.reference)} for ${formatOfficeTime(new Date(text(data.startsAt)))}` };
    }
    case "order_placed":
      return { title: `Order ${text(data.orderNumber)} placed`, detail: amount(data.totalCents) };
    case "subscribed":
      return { title: "Subscribed to the newsletter", detail: text(data.email) };
    case "unsubscribed":
      return { title: "Unsubscribed from the newsletter", detail: text(data.email) };
    case "project_created":
      return { title: `Project “${text(data.title)}” opened` };
    case "portal_message":
      return {
        title: `Portal message from ${sideWords[text(data.side)] ?? "staff"} on “${text(data.title)}”`,
        detail: text(data.excerpt),
      };
    case "document_uploaded":
      return {
        title: `Document “${text(data.name)}” uploaded by ${sideWords[text(data.side)] ?? "staff"} on “${text(data.title)}”`,
      };
    case "project_update":
      return { title: `Update posted on “${text(data.title)}”`, detail: text(data.excerpt) };
    case "customer_merged":
      return { title: `Merged ${text(data.mergedName)} into this customer` };
    case "referral_due":
      return {
        title: `Referral reward due for referring ${text(data.referredName)}`,
        detail: amount(data.amountCents),
      };
    case "referral_paid":
      return {
        title: `Referral reward paid for referring ${text(data.referredName)}`,
        detail: amount(data.amountCents),
      };
    default:
      return { title: kind };
  }
}

/** A row of the timeline's query as its entry; fields with nothing to say are left out. */
export function timelineItemOf(row: TimelineRow): TimelineItem {
  const { title, detail } = describe(row.kind, row.data);
  return {
    at: new Date(row.at),
    kind: row.kind,
    title,
    ...(detail ? { detail } : {}),
    ...(row.lead_id ? { leadId: row.lead_id } : {}),
    ...(row.by ? { by: row.by } : {}),
  };
}
