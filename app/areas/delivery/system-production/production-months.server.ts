import { and, between, eq, sql } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { invalid } from "#server/domain-errors.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import { addDays, daysInMonth, monthOf, monthsBetween } from "./calendar-days.ts";
import { expectedMonthKwh } from "./expected-production.ts";
import type { ProductionMonthView as ProductionMonth, ProductionView } from "./production-view.ts";
import { readableProductionSystem, type ProductionSystem } from "./system-basis.server.ts";
import { productionReadings } from "./tables.server.ts";

/** The longest range one answer covers: five years of months. */
export const MAX_MONTHS = 60;

const round1 = (kwh: number) => Math.round(kwh * 10) / 10;

/** The days of a month that count: from installation to today. */
function countedDays(system: ProductionSystem, month: string, today: string): number {
  const first = `${month}-01` < system.installedOn ? system.installedOn : `${month}-01`;
  const lastOfMonth = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const last = lastOfMonth > today ? today : lastOfMonth;
  if (last < first) return 0;
  return Number(last.slice(8, 10)) - Number(first.slice(8, 10)) + 1;
}

/** The months from `from` to `to` (default: the 12 to this month) of one system the user may read. */
export async function productionMonths(
  services: ListServices,
  user: SessionUser,
  systemId: string,
  range: { from?: string; to?: string },
  today = officeToday(),
): Promise<ProductionView> {
  const to = range.to ?? monthOf(today);
  const from = range.from ?? monthOf(addDays(`${to}-01`, -334));
  const months = from <= to ? monthsBetween(from, to) : [];
  if (months.length === 0)
    throw invalid("The range ends before it starts", { to: "Must be the month of from or later" });
  if (months.length > MAX_MONTHS) throw invalid(`At most ${MAX_MONTHS} months at once`, { from: "Too far back" });
  const system = await readableProductionSystem(services, user, systemId);
  const month = sql<string>`to_char(${productionReadings.day}, 'YYYY-MM')`;
  const rows = await services.db
    .select({ month, kwh: sql<number>`sum(${productionReadings.kwh})::float8`, days: sql<number>`count(*)::int` })
    .from(productionReadings)
    .where(
      and(
        eq(productionReadings.systemId, system.id),
        between(productionReadings.day, `${from}-01`, `${to}-${daysInMonth(to)}`),
      ),
    )
    .groupBy(month);
  const actual = new Map(rows.map((row) => [row.month, row]));
  const view = months.map((each): ProductionMonth => {
    const row = actual.get(each);
    const daysWithData = row?.days ?? 0;
    return {
      month: each,
      expectedKwh: system.basis ? round1(expectedMonthKwh(system.basis, each)) : null,
      actualKwh: round1(row?.kwh ?? 0),
      daysWithData,
      daysWithoutData: Math.max(0, countedDays(system, each, today) - daysWithData),
    };
  });
  return { months: view, expectedSource: system.expectedSource, twelveMonths: twelveMonthsOf(view.slice(-12)) };
}

function twelveMonthsOf(months: readonly ProductionMonth[]): ProductionView["twelveMonths"] {
  let actualKwh = 0;
  let expectedKwh = 0;
  for (const month of months) {
    if (month.expectedKwh === null || month.daysWithData === 0) continue;
    const days = month.daysWithData + month.daysWithoutData;
    actualKwh += month.actualKwh;
    expectedKwh += (month.expectedKwh * month.daysWithData) / Math.max(days, month.daysWithData);
  }
  if (expectedKwh === 0) return null;
  return {
    actualKwh: round1(actualKwh),
    expectedKwh: round1(expectedKwh),
    ratio: Math.round((actualKwh / expectedKwh) * 100) / 100,
  };
}

/** The last 12 months of each system (the client's dashboard), by id; each read through the user's scope. */
export async function productionOfSystems(
  services: ListServices,
  user: SessionUser,
  systemIds: readonly string[],
): Promise<Record<string, ProductionView>> {
  const views = await Promise.all(systemIds.map((id) => productionMonths(services, user, id, {})));
  return Object.fromEntries(systemIds.map((id, index) => [id, views[index]!]));
}
