import type { LeadService } from "#app/content/services.ts";
import type { ProductCategory } from "#app/areas/commerce/shop/index.ts";

/** One line of an order for installation: what the product is and its specs (as the products table holds them). */
export interface InstalledLine {
  category: ProductCategory;
  specs: Record<string, unknown>;
  quantity: number;
}

export interface InstallationFacts {
  serviceNeeded: LeadService;
  systemSizeKw: number | null;
  batteryKwh: number | null;
}

const numberSpec = (line: InstalledLine, key: string): number =>
  typeof line.specs[key] === "number" ? (line.specs[key] as number) * line.quantity : 0;

const total = (lines: readonly InstalledLine[], spec: (line: InstalledLine) => number): number | null => {
  const sum = lines.reduce((kw, line) => kw + spec(line), 0);
  return sum > 0 ? Math.round(sum * 100) / 100 : null;
};

/**
 * What an "install it for me" order says about the installation: panels or a package are a new solar installation,
 * a battery without them is battery storage, a maintenance plan alone is maintenance; the system size and battery
 * capacity are the order's panels' and batteries' totals (null when it bought none).
 */
export function installationFacts(lines: readonly InstalledLine[]): InstallationFacts {
  const has = (category: ProductCategory) => lines.some((line) => line.category === category);
  const serviceNeeded: LeadService =
    has("solar_panels") || has("installation_packages")
      ? "New Solar Installation"
      : has("batteries")
        ? "Battery Storage"
        : has("maintenance_plans") && lines.every((line) => line.category === "maintenance_plans")
          ? "System Maintenance"
          : "New Solar Installation";
  return {
    serviceNeeded,
    systemSizeKw: total(lines, (line) =>
      line.category === "solar_panels"
        ? numberSpec(line, "powerW") / 1000
        : line.category === "installation_packages"
          ? numberSpec(line, "systemKw")
          : 0,
    ),
    batteryKwh: total(lines, (line) =>
      line.category === "batteries"
        ? numberSpec(line, "usableKwh")
        : line.category === "installation_packages"
          ? numberSpec(line, "batteryKwh")
          : 0,
    ),
  };
}
