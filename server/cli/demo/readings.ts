import { importReadings, readableProductionSystem } from "#app/areas/delivery/index.server.ts";
import type { DemoContext } from "./context.ts";
import type { DemoSystem } from "./projects.ts";
import { officeDate } from "./clock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Redding's average daily yield in kWh per installed kW, January first (PVWatts-like figures for 40.6° N). */
const yieldByMonth = [2.4, 3.2, 4.3, 5.4, 6.4, 7.2, 7.4, 6.8, 5.8, 4.3, 2.9, 2.2];
/** How often a day is overcast: the wet winter months, hardly ever in summer. */
const overcastByMonth = [0.4, 0.35, 0.3, 0.2, 0.1, 0.04, 0.02, 0.03, 0.05, 0.15, 0.3, 0.4];

/**
 * A year of daily production for each demo system (or since it was installed), imported as staff import a
 * monitoring portal's export (`importReadings`: checked, stored all or none, one audit row by the office).
 */
export async function seedReadings(context: DemoContext, systems: readonly DemoSystem[]): Promise<number> {
  const { services, random, span } = context;
  const office = context.staff.office[0]!;
  const yesterday = officeDate(new Date(span.now.getTime() - DAY_MS));
  const firstDay = officeDate(new Date(span.now.getTime() - 365 * DAY_MS));
  let days = 0;
  for (const demo of systems) {
    const system = await readableProductionSystem(services, office, demo.id);
    const kw = system.kwDc ?? 5;
    const from = demo.installedOn > firstDay ? demo.installedOn : firstDay;
    const readings = [];
    for (let day = new Date(`${from}T12:00:00Z`); ; day = new Date(day.getTime() + DAY_MS)) {
      const date = day.toISOString().slice(0, 10);
      if (date > yesterday) break;
      const month = day.getUTCMonth();
      const weather = random.chance(overcastByMonth[month]!)
        ? random.around(0.35, 0.15, 0.05)
        : random.around(0.97, 0.05, 0.7);
      const kWh = Math.round(kw * yieldByMonth[month]! * Math.min(weather, 1.1) * 10) / 10;
      readings.push({ row: readings.length + 1, date, kWh });
    }
    if (readings.length === 0) continue;
    const source = random.pick(["enphase", "solaredge", "plain"] as const);
    const result = await importReadings({ services, user: office, clientAddress: "127.0.0.1" }, system, {
      days: readings,
      errors: [],
      blankRows: 0,
      source,
    });
    if (result.errors.length > 0) throw new Error(`demo readings refused: ${result.errors[0]!.message}`);
    days += result.imported;
  }
  return days;
}
