import {
  agriculturalFields,
  marinaFields,
  consultationLabels,
  type ConsultationField,
} from "#app/areas/sales/leads/index.ts";
import { labelOf } from "#app/lib/labels.ts";
import { leadSourceLabels } from "#app/areas/sales/leads/index.ts";
import { spamSignalLabels } from "./labels.ts";
import type { LeadDetail } from "./lead-queries.server.ts";
import { formatNumber } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useCan } from "#app/lib/use-can.ts";

type Lead = LeadDetail["lead"];
type Row = { label: string; value: React.ReactNode };

function display(value: unknown): React.ReactNode {
  if (value === null || value === undefined || value === "")
    return <span className="text-slate-600 dark:text-slate-400">Not given</span>;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return formatOfficeTime(value);
  return String(value);
}

function fieldRows(lead: Lead, fields: readonly ConsultationField[]): Row[] {
  return fields.map((field) => ({ label: consultationLabels[field], value: display(lead[field]) }));
}

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="text-base font-semibold">{title}</h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[13rem_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{row.label}</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The estimate the customer saw, and a link that opens the calculator with the same inputs. */
function calculatorRows(snapshot: NonNullable<Lead["calculatorSnapshot"]>): Row[] {
  return [
    ...snapshot.headline.map((figure) => ({ label: figure.label, value: figure.value })),
    {
      label: "Inputs",
      value: (
        <a href={snapshot.url} className="font-medium text-brand-800 underline underline-offset-2 dark:text-brand-300">
          Open the {snapshot.calculator === "roi-calculator" ? "ROI" : "savings"} calculator with the customer's inputs
        </a>
      ),
    },
  ];
}

const contactFields = ["customerName", "email", "phone", "address"] as const;
const requestFields = [
  "propertyType",
  "serviceNeeded",
  "currentElectricBill",
  "roofType",
  "roofAge",
  "systemSizePreference",
  "shadingIssues",
  "timeline",
  "subscribeToNewsletter",
  "additionalNotes",
] as const;

const hasAny = (lead: Lead, fields: readonly ConsultationField[]) =>
  fields.some((field) => lead[field] !== null && lead[field] !== undefined);

/** The bill is an amount: a role without `read:money` is sent none and shown no row for it. */
const requestFieldsWithoutAmounts = requestFields.filter((field) => field !== "currentElectricBill");

/** Everything the customer sent and where it came from (its amounts only for a role that may see them). */
export function LeadFields({ lead }: { lead: Lead }) {
  const seesAmounts = useCan("read:money:any");
  const shownRequestFields = seesAmounts ? requestFields : requestFieldsWithoutAmounts;
  const isContactMessage = lead.source === "contact_form";
  return (
    <div className="grid gap-4">
      <Section title="Customer contact" rows={fieldRows(lead, contactFields)} />
      {isContactMessage ? (
        <Section title="Message" rows={[{ label: "Message", value: display(lead.message) }]} />
      ) : null}
      {!isContactMessage || hasAny(lead, shownRequestFields) ? (
        <Section title="Request" rows={fieldRows(lead, shownRequestFields)} />
      ) : null}
      {lead.propertyType === "Agricultural" || hasAny(lead, agriculturalFields) ? (
        <Section title="Agricultural details" rows={fieldRows(lead, agriculturalFields)} />
      ) : null}
      {lead.propertyType === "Marina" || hasAny(lead, marinaFields) ? (
        <Section title="Marina details" rows={fieldRows(lead, marinaFields)} />
      ) : null}
      {lead.systemSizeKw !== null || lead.batteryKwh !== null ? (
        <Section
          title="Known equipment"
          rows={[
            {
              label: "System size",
              value: lead.systemSizeKw === null ? "Not known" : `${formatNumber(lead.systemSizeKw, 2)} kW`,
            },
            { label: "Battery", value: lead.batteryKwh === null ? "None" : `${formatNumber(lead.batteryKwh, 2)} kWh` },
          ]}
        />
      ) : null}
      {seesAmounts && lead.calculatorSnapshot ? (
        <Section title="Calculator estimate" rows={calculatorRows(lead.calculatorSnapshot)} />
      ) : null}
      <Section
        title="Where it came from"
        rows={[
          { label: "Reference", value: lead.reference },
          { label: "Source", value: labelOf(leadSourceLabels, lead.source) },
          { label: "Page", value: display(lead.pageUrl) },
          { label: "Received", value: formatOfficeTime(lead.createdAt) },
          { label: "Signed-in account", value: lead.userId ? "Yes" : "No" },
          { label: "Browser", value: display(lead.userAgent) },
          { label: "Visitor (hashed IP)", value: display(lead.ipHash) },
          { label: "Marked as spam", value: lead.isSpam ? "Yes" : "No" },
          {
            label: "Spam signals",
            value: lead.spamSignals.length
              ? lead.spamSignals.map((signal) => labelOf(spamSignalLabels, signal)).join("; ")
              : "None",
          },
        ]}
      />
    </div>
  );
}
