import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { projectTypeLabels, waitingOnParties } from "#app/content/project-stages.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { change, count, OFFICE_DAYS, percent, shareText, type FigureCell, type FigureTable } from "./figure-cells.ts";
import type {
  BookingsFigures,
  InstallsFigures,
  PreviousSectionFigures,
  SectionFigures,
  ServiceFigures,
  ShopFigures,
} from "./section-types.ts";

/** The tables of the sections after the leads' (issue 30 §3, §4, decision 0202), in the page's order. */
export const sectionTableIds = [
  "bookings",
  "shop-summary",
  "shop-over-time",
  "shop-payment",
  "shop-top-products",
  "installs-by-month",
  "installs-by-town",
  "project-durations",
  "projects-waiting",
  "service-summary",
  "service-sla",
] as const;

const money = (cents: number): FigureCell => ({ text: formatCents(Math.round(cents), { wholeDollars: true }) });
const kw = (value: number): FigureCell => ({ text: formatNumber(value, 1), value });
const share = (part: number, whole: number) =>
  `${formatNumber(part)} of ${formatNumber(whole)} (${shareText(part, whole)})`;
const minutesText = (minutes: number | null) => (minutes === null ? "—" : `${formatNumber(minutes)} min`);
/** The label of a table's row for the previous period, the one the range is compared with. */
const PREVIOUS_ALL = "All, the previous period";
const previousText = ({ range }: PreviousSectionFigures) => `the previous period (${range.from} to ${range.to})`;

/** The office's worklists the service figures count, filtered the same way. */
const openTicketsHref = "/enterprise-carm/tickets?status=open";
const toClaimHref = "/enterprise-carm/claims?state=to_claim";

function bookingsTable({ byType }: BookingsFigures, previous: PreviousSectionFigures): FigureTable {
  const row = (outcomes: BookingsFigures["byType"][number], key = outcomes.type ?? "total") => {
    const came = outcomes.done + outcomes.noShows;
    const label = key === "previous" ? PREVIOUS_ALL : "All";
    return {
      key,
      cells: [
        { text: outcomes.type ? (appointmentTypeBySlug(outcomes.type)?.name ?? outcomes.type) : label },
        count(outcomes.appointments),
        count(outcomes.done),
        count(outcomes.noShows),
        { text: came === 0 ? "—" : percent(outcomes.noShows / came) },
        count(outcomes.cancelled),
        { text: shareText(outcomes.cancelled, outcomes.appointments) },
        count(outcomes.booked),
      ],
    };
  };
  const [total, ...types] = byType;
  return {
    id: "bookings",
    title: "Bookings",
    definition: `Appointments whose time falls in the range, by type, as they stand now, and all of ${previousText(previous)}: the no-show rate is of those marked done or no-show, the cancellation rate of all of them. ${OFFICE_DAYS}`,
    columns: [
      "Type",
      "Appointments",
      "Done",
      "No-shows",
      "No-show rate",
      "Cancelled",
      "Cancellation rate",
      "Still booked",
    ],
    chart: "bars",
    rows:
      total && (total.appointments > 0 || (previous.bookings?.appointments ?? 0) > 0)
        ? [
            ...types.map((outcomes) => row(outcomes)),
            row(total),
            ...(previous.bookings ? [row(previous.bookings, "previous")] : []),
          ]
        : [],
  };
}

const paymentWords = { invoice: "Invoice", card: "Card (Stripe)" } as const;

type OrderTotals = ShopFigures["total"];

/** The shop's totals against the previous period's: orders, cancelled orders and, with money, revenue and average. */
function shopSummaryRows(total: OrderTotals, previous: OrderTotals | null): FigureTable["rows"] {
  const average = (totals: OrderTotals) => (totals.orders === 0 ? null : (totals.revenueCents ?? 0) / totals.orders);
  const row = (
    key: string,
    label: string,
    figure: (totals: OrderTotals) => number | null,
    cell: (value: number) => FigureCell,
  ) => {
    const shown = figure(total);
    const before = previous ? figure(previous) : null;
    return {
      key,
      cells: [
        { text: label },
        shown === null ? { text: "—" } : cell(shown),
        before === null ? { text: "—" } : cell(before),
        { text: shown === null || before === null ? "—" : change(shown, before) },
      ],
    };
  };
  return [
    row(
      "orders",
      "Orders",
      (totals) => totals.orders,
      (value) => count(value),
    ),
    row(
      "cancelled",
      "Cancelled orders",
      (totals) => totals.cancelled,
      (value) => count(value),
    ),
    ...(total.revenueCents === undefined
      ? []
      : [
          row("revenue", "Revenue", (totals) => totals.revenueCents ?? 0, money),
          row("average", "Average order", average, money),
        ]),
  ];
}

function shopTables(shop: ShopFigures, previous: PreviousSectionFigures): FigureTable[] {
  const withAmounts = shop.total.revenueCents !== undefined;
  const revenue = (row: { revenueCents?: number }) => (withAmounts ? [money(row.revenueCents ?? 0)] : []);
  const revenueColumn = withAmounts ? ["Revenue"] : [];
  const bucketWord = { hour: "Hour", day: "Day", week: "Week of", month: "Month of" }[shop.bucket];
  const ORDERS = "Orders placed in the range, cancelled ones left out";
  const REVENUE = withAmounts
    ? "; revenue is their subtotals, the products' prices as sold, before tax and shipping"
    : "";
  return [
    {
      id: "shop-summary",
      title: "Shop",
      definition: `${ORDERS} (and counted apart)${REVENUE}${withAmounts ? "; the average order is the revenue over the orders" : ""}; against ${previousText(previous)}. ${OFFICE_DAYS}`,
      columns: ["Figure", "This period", "Previous period", "Change"],
      rows: shopSummaryRows(shop.total, previous.shop),
    },
    {
      id: "shop-over-time",
      title: "Orders over time",
      definition: `${ORDERS}, per ${shop.bucket} of their placing${REVENUE}; the first and last ${shop.bucket} may be partly outside the range. ${OFFICE_DAYS}`,
      columns: [bucketWord, "Orders", ...revenueColumn],
      chart: "bars",
      rows: shop.buckets.map((bucket) => ({
        key: bucket.start,
        cells: [{ text: bucket.start }, count(bucket.orders), ...revenue(bucket)],
      })),
    },
    {
      id: "shop-payment",
      title: "Invoice against card",
      definition: `${ORDERS}, by how the buyer chose to pay${REVENUE}. ${OFFICE_DAYS}`,
      columns: ["Payment", "Orders", "Share", ...revenueColumn],
      rows: shop.byPaymentMethod.map((row) => ({
        key: row.paymentMethod,
        cells: [
          { text: paymentWords[row.paymentMethod] },
          count(row.orders),
          { text: shareText(row.orders, shop.total.orders) },
          ...revenue(row),
        ],
      })),
    },
    {
      id: "shop-top-products",
      title: "Top products",
      definition: `The ten products sold most by units on the range's orders (cancelled ones left out), with the orders they were on${withAmounts ? " and what their lines came to" : ""}. ${OFFICE_DAYS}`,
      columns: ["Product", "Units", "Orders", ...revenueColumn],
      chart: "bars",
      rows: shop.topProducts.map((product) => ({
        key: String(product.productId),
        cells: [{ text: product.name }, count(product.units), count(product.orders), ...revenue(product)],
      })),
    },
  ];
}

function installsTables(
  { installed, durations, waiting }: InstallsFigures,
  previous: PreviousSectionFigures,
): FigureTable[] {
  const OURS = "Systems we installed, by their install day (an installation project's final stage)";
  const [allDurations, ...byType] = durations;
  const previousInstalled = previous.installs?.installed;
  const previousDurations = previous.installs?.durations;
  return [
    {
      id: "installs-by-month",
      title: "kW installed by month",
      definition: `${OURS}, per month: their DC size in kW. ${OFFICE_DAYS}`,
      columns: ["Month of", "kW", "Systems"],
      chart: "bars",
      rows: installed.byMonth.map((month) => ({
        key: month.start,
        cells: [{ text: month.start }, kw(month.sum), count(month.count)],
      })),
    },
    {
      id: "installs-by-town",
      title: "kW installed by town",
      definition: `${OURS} in the range, by the town of their site: their DC size in kW; all of them in ${previousText(previous)} below. ${OFFICE_DAYS}`,
      columns: ["Town", "kW", "Systems"],
      chart: "bars",
      rows:
        installed.total.systems === 0 && !previousInstalled?.systems
          ? []
          : [
              ...installed.byTown.map((town) => ({
                key: town.town ?? "none",
                cells: [{ text: town.town ?? "Not given" }, kw(town.kw), count(town.systems)],
              })),
              { key: "total", cells: [{ text: "All" }, kw(installed.total.kw), count(installed.total.systems)] },
              ...(previousInstalled
                ? [
                    {
                      key: "previous",
                      cells: [{ text: PREVIOUS_ALL }, kw(previousInstalled.kw), count(previousInstalled.systems)],
                    },
                  ]
                : []),
            ],
    },
    {
      id: "project-durations",
      title: "Days from contract to the final stage",
      definition: `Projects whose final stage was done on a day of the range, by type, and all of ${previousText(previous)}: the median days from the contract (the project's opening from the won deal) to that stage. ${OFFICE_DAYS}`,
      columns: ["Project type", "Projects", "Median days"],
      rows:
        (allDurations?.projects ?? 0) > 0 || (previousDurations?.projects ?? 0) > 0
          ? [
              ...[...byType, ...(allDurations ? [allDurations] : [])].map((row) => ({ row, key: row.type ?? "total" })),
              ...(previousDurations ? [{ row: previousDurations, key: "previous" }] : []),
            ].map(({ row, key }) => ({
              key,
              cells: [
                { text: row.type ? projectTypeLabels[row.type] : key === "previous" ? PREVIOUS_ALL : "All" },
                count(row.projects),
                { text: row.medianDays === null ? "—" : formatNumber(row.medianDays, 1) },
              ],
            }))
          : [],
    },
    {
      id: "projects-waiting",
      title: "Where projects wait",
      definition:
        "Every project under way now, whatever the range: the stage it is in (its current stage) and whom that stage waits on.",
      columns: [
        "Project type",
        "Stage",
        "Projects",
        "On us",
        "On the client",
        "On the city or county",
        "On the utility",
        "On nobody named",
      ],
      rows: waiting.map((row) => ({
        key: `${row.type} ${row.position}`,
        cells: [
          { text: projectTypeLabels[row.type] },
          { text: row.stage },
          count(row.projects),
          ...[...waitingOnParties, "nobody" as const].map((party) => count(row.on[party])),
        ],
      })),
    },
  ];
}

const targetStateWords = {
  running: "Running (still to meet, in time)",
  paused: "Paused (waiting on the customer or parts)",
  met: "Met",
  breached: "Breached (missed, or past due now)",
  ended: "Ended (closed by the customer before a response)",
} as const;

function serviceTables(
  { sla, emergencies, repairs, warranty }: ServiceFigures,
  previous: PreviousSectionFigures,
): FigureTable[] {
  const before = previous.service;
  /** A figure of the range beside the previous period's; `now` for what stands now, whatever the range. */
  const row = (key: string, label: string, cell: FigureCell, previousCell?: FigureCell, changeText = "") => ({
    key,
    cells: [{ text: label }, cell, previousCell ?? { text: "" }, { text: changeText }],
  });
  const counted = (key: string, label: string, shown: number, earlier: number | undefined, href?: string) =>
    row(
      key,
      label,
      count(shown, href),
      earlier === undefined ? undefined : count(earlier),
      earlier === undefined ? "" : change(shown, earlier),
    );
  const promise = `${formatNumber(emergencies.promiseHours)} hours`;
  return [
    {
      id: "service-summary",
      title: "Service",
      definition: `Service tickets opened in the range: emergencies against the ${promise} response promise (around the clock, from the ticket's opening to a technician's first response), repairs resolved on the office day they were opened; open tickets and warranty labour not yet claimed as they stand now, whatever the range; against ${previousText(previous)}. ${OFFICE_DAYS}`,
      columns: ["Figure", "Value", "Previous period", "Change"],
      rows: [
        counted("tickets", "Tickets opened", sla.tickets, before?.tickets),
        row("open-now", "Open now (every ticket not resolved or closed)", count(sla.openNow, openTicketsHref)),
        counted("emergencies", "Emergencies opened", emergencies.tickets, before?.emergencies.tickets),
        row(
          "within-promise",
          `Emergencies responded to within ${promise}`,
          { text: share(emergencies.withinPromise, emergencies.tickets) },
          before ? { text: share(before.emergencies.withinPromise, before.emergencies.tickets) } : undefined,
        ),
        counted(
          "overdue",
          `Emergencies with no response after ${promise}`,
          emergencies.overdue,
          before?.emergencies.overdue,
        ),
        row(
          "median-response",
          "Median emergency response",
          { text: minutesText(emergencies.medianMinutes) },
          before ? { text: minutesText(before.emergencies.medianMinutes) } : undefined,
        ),
        row(
          "p90-response",
          "90th percentile emergency response",
          { text: minutesText(emergencies.p90Minutes) },
          before ? { text: minutesText(before.emergencies.p90Minutes) } : undefined,
        ),
        counted("repairs", "Repairs opened", repairs.repairs, before?.repairs.repairs),
        row(
          "same-day",
          "Repairs resolved the same day",
          { text: share(repairs.sameDay, repairs.repairs) },
          before ? { text: share(before.repairs.sameDay, before.repairs.repairs) } : undefined,
        ),
        row("to-claim", "Warranty claims not yet made", count(warranty.claims, toClaimHref)),
        row("past-deadline", "of them past their deadline", count(warranty.pastDeadline)),
        row("amount-unknown", "of them with no amount entered", count(warranty.amountUnknown)),
        ...(warranty.amountCents === undefined
          ? []
          : [row("unclaimed-money", "Warranty money not yet claimed", money(warranty.amountCents))]),
      ],
    },
    {
      id: "service-sla",
      title: "Tickets by SLA state",
      definition: `Service tickets opened in the range by where each of their two targets stands now (the response and the resolution, decision 0154); a target still running past its due time counts as breached. ${OFFICE_DAYS}`,
      columns: ["State", "Response", "Resolution"],
      rows:
        sla.tickets === 0
          ? []
          : (Object.keys(targetStateWords) as (keyof typeof targetStateWords)[]).map((state) => ({
              key: state,
              cells: [{ text: targetStateWords[state] }, count(sla.response[state]), count(sla.resolution[state])],
            })),
    },
  ];
}

/** The tables of the sections the reader's page shows (`null`: not theirs), compared with the previous period. */
export function sectionTables(sections: SectionFigures, previous: PreviousSectionFigures): FigureTable[] {
  return [
    ...(sections.bookings ? [bookingsTable(sections.bookings, previous)] : []),
    ...(sections.shop ? shopTables(sections.shop, previous) : []),
    ...(sections.installs ? installsTables(sections.installs, previous) : []),
    ...(sections.service ? serviceTables(sections.service, previous) : []),
  ];
}
