/**
 * The CRM import's line of npm run bench:crm (issue 27 §5: 10,000 rows within 30 seconds on this machine): a CSV of
 * 10,000 leads, every tenth person already a customer (merged), posted to POST /api/crm/import as a dry run and
 * then as an import, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. Prints figures, asserts nothing.
 */
import { performance } from "node:perf_hooks";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { benchAdmin, onEachDatabase, serveForBench } from "./bench-http.ts";

const ROWS = 10_000;
const TARGET_MS = 30_000;
const KNOWN_EVERY = 10;

const emailOf = (n: number) => `import-${n}@bench.example`;

/** A spreadsheet's export of leads: quoted names with commas, US dates, dollars, every utility spelled as people do. */
function leadsCsv(): string {
  const utilities = ["REU", "PG&E", "Shasta Lake", "Trinity PUD", "Other"];
  const lines = ["Full name,Email,Phone,Address,Utility,Amount,System size,Expected close,Created"];
  for (let n = 1; n <= ROWS; n++) {
    lines.push(
      [
        `"Person ${n}, Jr."`,
        emailOf(n),
        `(530) ${String(200 + (n % 800)).padStart(3, "0")}-${String(n % 10_000).padStart(4, "0")}`,
        `"${n} Main St, Redding, CA 96001"`,
        utilities[n % utilities.length],
        `"$${(15_000 + n).toLocaleString("en-US")}"`,
        (4 + (n % 8)).toFixed(1),
        `${(n % 12) + 1}/15/2027`,
        `2026-${String((n % 12) + 1).padStart(2, "0")}-01 09:30`,
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function benchOne(label: string, handle: DatabaseHandle): Promise<void> {
  // The bench's admin signs in with no second factor (its session is made directly).
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
  const services = await createServices(config, createLogger(config), handle);
  const known = Array.from({ length: ROWS / KNOWN_EVERY }, (_, i) => emailOf((i + 1) * KNOWN_EVERY));
  await services.db.insert(customers).values(known.map((email) => ({ email, emailNormalized: email })));
  const { cookie } = await benchAdmin(services.db, "bench-crm-import");
  const app = await serveForBench(services);
  const csv = leadsCsv();
  const duplicates = Object.fromEntries(known.map((_, i) => [String((i + 1) * KNOWN_EVERY), "merge"]));
  const post = async (dryRun: boolean) => {
    const body = new FormData();
    body.append("kind", "leads");
    body.append("dryRun", String(dryRun));
    body.append("duplicates", JSON.stringify(duplicates));
    body.append("file", new Blob([csv], { type: "text/csv" }), "bench-leads.csv");
    const started = performance.now();
    const res = await fetch(`${app.base}/api/crm/import`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: app.base },
      body,
    });
    const answer = (await res.json()) as { created: number; merged: number; errors: unknown[] };
    if (!res.ok) throw new Error(`the import answered ${res.status}: ${JSON.stringify(answer)}`);
    const ms = performance.now() - started;
    const verdict = ms < TARGET_MS ? "met" : "MISSED";
    console.log(
      `${(dryRun ? "dry run" : "import").padEnd(10)}${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ` +
        `created ${answer.created}, merged ${answer.merged}, errors ${answer.errors.length}  ${verdict}`,
    );
  };
  try {
    console.log(`\n${label}: CSV import of ${ROWS} leads (${(csv.length / 1024 / 1024).toFixed(1)} MB), target < 30 s`);
    await post(true);
    await post(false);
  } finally {
    await app.close();
    await closeServices(services);
  }
}

/** Times the CRM import of 10,000 rows on each database. */
export async function benchImport(): Promise<void> {
  await onEachDatabase("bench_crm_import", benchOne);
}
