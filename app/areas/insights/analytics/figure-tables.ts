import { leadSourceLabels, leadStatusLabels, type LeadSource, type LeadStatus } from "#app/areas/sales/index.ts";
import { utilityTariffs, type UtilityId } from "#app/content/utility-tariffs.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import type { DayRange } from "./analytics-range.ts";
import { sectionTables, sectionTableIds } from "./section-tables.ts";
import type { PreviousSectionFigures, SectionFigures } from "./section-types.ts";
import { change, count, OFFICE_DAYS, percent, shareText, type FigureTable } from "./figure-cells.ts";
import { rateMetric } from "#app/areas/insights/telemetry/index.ts";
import type {
  FunnelFigures,
  LeadsFigures,
  SalesFigures,
  SpeedToLeadFigures,
  WebVitalsFigures,
} from "./figure-types.ts";

export const figureTableIds = [
  "leads-summary",
  "leads-over-time",
  "leads-by-source",
  "leads-by-property-type",
  "leads-by-utility",
  "funnel",
  "speed-to-lead",
  "sales",
  "web-vitals",
  ...sectionTableIds,
] as const;
export type FigureTableId = (typeof figureTableIds)[number];

/** What the analytics page shows: the range's figures and the previous period's, for comparison. */
export interface AnalyticsFigures {
  range: DayRange;
  previous: DayRange;
  leads: LeadsFigures;
  previousLeads: Pick<LeadsFigures, "total" | "possibleSpam">;
  funnel: FunnelFigures;
  previousFunnel: Pick<FunnelFigures, "cohort">;
  speed: SpeedToLeadFigures;
  previousSpeed: SpeedToLeadFigures;
  sales: SalesFigures;
  previousSales: SalesFigures["won"];
  /** Only for a reader with `read:telemetry:any`. */
  vitals: WebVitalsFigures | null;
  /** The sections after the leads', each only for a reader with its entity's `any` reach. */
  sections: SectionFigures;
  previousSections: PreviousSectionFigures;
}

/** The inbox (/admin-crm) showing the range's leads, with more of its filters. */
function inboxLink(range: DayRange, filters: Record<string, string> = {}): string {
  return `/admin-crm?${new URLSearchParams({ from: range.from, to: range.to, ...filters }).toString()}`;
}

const labelOf = {
  source: (value: string | null) => (value ? (leadSourceLabels[value as LeadSource] ?? value) : "Not given"),
  utility: (value: string | null) => (value ? (utilityTariffs[value as UtilityId]?.name ?? value) : "Not given"),
  propertyType: (value: string | null) => value ?? "Not given",
};

const hoursText = (hours: number | null) => (hours === null ? "—" : `${formatNumber(hours, 2)} h`);

function speedRows(speed: SpeedToLeadFigures, previous: SpeedToLeadFigures): FigureTable["rows"] {
  const row = (key: string, label: string, cell: (figures: SpeedToLeadFigures) => string) => ({
    key,
    cells: [{ text: label }, { text: cell(speed) }, { text: cell(previous) }],
  });
  return [
    row(
      "contacted",
      "Leads contacted",
      (figures) => `${formatNumber(figures.contacted)} of ${formatNumber(figures.leads)}`,
    ),
    row("median", "Median time to first contact", (figures) => hoursText(figures.medianHours)),
    row("p90", "90th percentile", (figures) => hoursText(figures.p90Hours)),
    row("within-5-minutes", "Contacted within 5 minutes", (figures) =>
      shareText(figures.within5Minutes, figures.contacted),
    ),
    row("within-promise", "Contacted within the 24-hour promise", (figures) =>
      shareText(figures.withinPromise, figures.contacted),
    ),
  ];
}

type VitalMetric = "largestContentfulPaint" | "interactionToNextPaint" | "cumulativeLayoutShift";
const ratingWords = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

/** "2,310 ms (good)", "0.12 (needs improvement)", "—" when nothing was measured. */
function vitalText(metric: VitalMetric, value: number | null): string {
  if (value === null) return "—";
  const shown = metric === "cumulativeLayoutShift" ? formatNumber(value, 2) : `${formatNumber(value)} ms`;
  const rating = rateMetric(metric, value);
  return rating ? `${shown} (${ratingWords[rating]})` : shown;
}

function vitalsTable(vitals: WebVitalsFigures): FigureTable {
  return {
    id: "web-vitals",
    title: "Web vitals",
    definition: `The Core Web Vitals at the 75th percentile of the reports browsers sent in the range, per page and device class (phones and tablets by their user agent), the ten most viewed; good is LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1. ${OFFICE_DAYS}`,
    columns: ["Page", "Device", "Page views", "LCP", "INP", "CLS"],
    rows: vitals.pages.map((page) => ({
      key: `${page.route} ${page.device}`,
      cells: [
        { text: page.route },
        { text: page.device === "mobile" ? "Mobile" : "Desktop" },
        count(page.pageViews),
        { text: vitalText("largestContentfulPaint", page.largestContentfulPaint) },
        { text: vitalText("interactionToNextPaint", page.interactionToNextPaint) },
        { text: vitalText("cumulativeLayoutShift", page.cumulativeLayoutShift) },
      ],
    })),
  };
}

export function figureTables(figures: AnalyticsFigures): FigureTable[] {
  const { range, previous, leads, previousLeads, funnel, previousFunnel, speed, previousSpeed, sales, previousSales } =
    figures;
  const withAmounts = sales.won.amountCents !== undefined;
  const amountCells = (row: { amountCents?: number }) =>
    withAmounts ? [{ text: formatCents(row.amountCents ?? 0, { wholeDollars: true }) }] : [];
  const bucketWord = { hour: "Hour", day: "Day", week: "Week of", month: "Month of" }[leads.bucket];
  const tables: FigureTable[] = [
    {
      id: "leads-summary",
      title: "Leads",
      definition: `Leads that arrived in the range, spam left out as the inbox does (possible spam included, and also counted apart), against the ${previous.from} to ${previous.to} period of the same length. ${OFFICE_DAYS}`,
      columns: ["Figure", "This period", "Previous period", "Change"],
      rows: [
        {
          key: "leads",
          cells: [
            { text: "Leads" },
            count(leads.total, inboxLink(range)),
            count(previousLeads.total, inboxLink(previous)),
            { text: change(leads.total, previousLeads.total) },
          ],
        },
        {
          key: "possible-spam",
          cells: [
            { text: "Possible spam (awaiting a look)" },
            count(leads.possibleSpam, inboxLink(range, { spam: "possible" })),
            count(previousLeads.possibleSpam, inboxLink(previous, { spam: "possible" })),
            { text: change(leads.possibleSpam, previousLeads.possibleSpam) },
          ],
        },
      ],
    },
    {
      id: "leads-over-time",
      title: "Leads over time",
      definition: `Leads per ${leads.bucket} of their arrival, spam left out; the first and last ${leads.bucket} may be partly outside the range. ${OFFICE_DAYS}`,
      columns: [bucketWord, "Leads"],
      chart: "bars",
      rows: leads.buckets.map((bucket) => ({
        key: bucket.start,
        cells: [{ text: bucket.start }, count(bucket.count)],
      })),
    },
    {
      id: "leads-by-source",
      title: "Leads by source",
      definition: `Leads that arrived in the range by the form or channel they came through, spam left out. ${OFFICE_DAYS}`,
      columns: ["Source", "Leads"],
      chart: "bars",
      rows: leads.bySource.map(({ value, count: leadCount }) => ({
        key: value ?? "none",
        cells: [
          { text: labelOf.source(value) },
          count(leadCount, value ? inboxLink(range, { source: value }) : undefined),
        ],
      })),
    },
    {
      id: "leads-by-property-type",
      title: "Leads by property type",
      definition: `Leads that arrived in the range by the property type they gave (a contact message or a booking gives none), spam left out. ${OFFICE_DAYS}`,
      columns: ["Property type", "Leads"],
      chart: "bars",
      rows: leads.byPropertyType.map(({ value, count: leadCount }) => ({
        key: value ?? "none",
        cells: [
          { text: labelOf.propertyType(value) },
          count(leadCount, value ? inboxLink(range, { propertyType: value }) : undefined),
        ],
      })),
    },
    {
      id: "leads-by-utility",
      title: "Leads by utility",
      definition: `Leads that arrived in the range by the utility the customer or staff named, spam left out. ${OFFICE_DAYS}`,
      columns: ["Utility", "Leads"],
      chart: "bars",
      rows: leads.byUtility.map(({ value, count: leadCount }) => ({
        key: value ?? "none",
        cells: [{ text: labelOf.utility(value) }, count(leadCount)],
      })),
    },
    {
      id: "funnel",
      title: "Funnel",
      definition: `The leads that arrived in the range (spam left out) and how many got at least as far as each stage by now; the rate is of all of them, the median days from the stage before (from arrival for the first). ${OFFICE_DAYS}`,
      columns: ["Stage", "Leads", "Rate", "Median days from the stage before"],
      chart: "bars",
      rows: [
        {
          key: "cohort",
          cells: [
            { text: `Arrived (previous period: ${formatNumber(previousFunnel.cohort)})` },
            count(funnel.cohort, inboxLink(range)),
            { text: funnel.cohort === 0 ? "—" : "100 %" },
            { text: "" },
          ],
        },
        ...funnel.steps.map((step) => ({
          key: step.status,
          cells: [
            { text: leadStatusLabels[step.status as LeadStatus] },
            count(step.count),
            { text: funnel.cohort === 0 ? "—" : percent(step.rate) },
            { text: step.medianDays === null ? "—" : formatNumber(step.medianDays, 1) },
          ],
        })),
      ],
    },
    {
      id: "speed-to-lead",
      title: "Speed to lead",
      definition: `Office hours from a lead's arrival to its first contact (the office's hours, closed on holidays, as the 24-hour promise counts them), over the leads that arrived in the range and were contacted, spam left out; "within the promise" is contacted by the promise's deadline. ${OFFICE_DAYS}`,
      columns: ["Figure", "This period", "Previous period"],
      rows: speedRows(speed, previousSpeed),
    },
    {
      id: "sales",
      title: "Deals won",
      definition: `Deals whose lead became won in the range and is still won, by the staff member working it (previous period: ${formatNumber(previousSales.count)} deals); kW is the system size the deal is for, battery kWh its storage${withAmounts ? ", the amount the deal is worth" : ""}. ${OFFICE_DAYS}`,
      columns: ["Owner", "Deals", "kW", "Battery kWh", ...(withAmounts ? ["Amount"] : [])],
      rows: [
        ...sales.byOwner.map((row) => ({
          key: row.assigneeId ?? "none",
          cells: [
            { text: row.assigneeName ?? "Nobody" },
            count(row.count),
            { text: formatNumber(row.kw, 1) },
            { text: formatNumber(row.kwh, 1) },
            ...amountCells(row),
          ],
        })),
        {
          key: "total",
          cells: [
            { text: "All" },
            count(sales.won.count),
            { text: formatNumber(sales.won.kw, 1) },
            { text: formatNumber(sales.won.kwh, 1) },
            ...amountCells(sales.won),
          ],
        },
      ],
    },
  ];
  return [
    ...tables,
    ...(figures.vitals ? [vitalsTable(figures.vitals)] : []),
    ...sectionTables(figures.sections, figures.previousSections),
  ];
}
