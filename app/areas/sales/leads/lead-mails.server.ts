import { company } from "#app/content/index.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { consultationLabels, type ConsultationField } from "./consultation-schema.ts";
import { leadSourceLabels } from "./lead-sources.ts";
import type { LeadRow } from "./tables.server.ts";

const receivedAt = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** Header values are one line, whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

function formatValue(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** Every field the visitor gave, in the form's order, with its label. */
function leadDetails(lead: LeadRow): Array<[string, string]> {
  const fields = Object.keys(consultationLabels) as ConsultationField[];
  const rows: Array<[string, string]> = [];
  for (const field of fields) {
    const value = lead[field];
    if (value === null || value === undefined) continue;
    rows.push([consultationLabels[field], formatValue(value)]);
  }
  if (lead.message !== null) rows.push(["Message", lead.message]);
  return rows;
}

function staffMail(lead: LeadRow, salesEmail: string): OutgoingMail {
  const isContact = lead.source === "contact_form";
  const subject = isContact
    ? `New contact message ${lead.reference} from ${lead.customerName}`
    : `New service request ${lead.reference}: ${lead.serviceNeeded} for ${lead.customerName}`;
  return {
    kind: "lead_staff",
    to: salesEmail,
    replyTo: lead.email,
    subject: oneLine(subject),
    ...renderMail({
      heading: isContact ? "New contact message" : "New service request",
      paragraphs: [
        `Reference ${lead.reference}, received ${receivedAt.format(lead.createdAt)} from the ${leadSourceLabels[lead.source].toLowerCase()}.`,
        "Reply to this mail to answer the customer. The customer has been told to expect contact within 24 hours on business days.",
      ],
      details: [
        ...leadDetails(lead),
        ["Page", lead.pageUrl ?? "not given"],
        ["Signed-in account", lead.userId ? "yes" : "no"],
      ],
    }),
  };
}

function confirmationMail(lead: LeadRow): OutgoingMail {
  const what = lead.source === "contact_form" ? "your message" : `your request for ${lead.serviceNeeded}`;
  return {
    kind: "lead_confirmation",
    to: lead.email,
    customerId: lead.customerId,
    subject: `We received your request (${lead.reference})`,
    ...renderMail({
      heading: `Thank you, ${lead.customerName}`,
      paragraphs: [
        `We received ${what}. Your reference is ${lead.reference}.`,
        "We'll contact you within 24 hours on business days.",
        `For an emergency (a damaged, unsafe or failed system), call us any time at ${company.phone.display}.`,
      ],
      footer: {
        text: `${company.name}, ${company.address.addressLocality}, ${company.address.addressRegion}. You received this mail because this address was entered on our website.`,
      },
    }),
  };
}

/** The mails a new lead sends: to the sales inbox (when SALES_EMAIL is set) and a confirmation to the customer. */
export function leadMails(lead: LeadRow, salesEmail: string | undefined): OutgoingMail[] {
  return [...(salesEmail ? [staffMail(lead, salesEmail)] : []), confirmationMail(lead)];
}
