// npm run bench:savings — how fast the savings model is (it runs on every keystroke: target under 2 ms median per
// full calculation) and how much JavaScript the calculator pages load, gzip, read from the last build's route
// manifest (npm run build first). "Own" is what only these pages load, beyond the entry, root and shell chunks
// every page loads.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  calculateRoi,
  compareSavings,
  parseRoiQuery,
  parseSavingsQuery,
  roiInputs,
  savingsInputs,
} from "#app/areas/energy/index.ts";

const RUNS = 500;
const TARGET_MS = 2;
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median and 95th percentile of `run` over RUNS calls, after as many unmeasured ones (the JIT warms up). */
function time(run: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < RUNS; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: median(samples), p95: samples[Math.floor(samples.length * 0.95)]! };
}

// A hard case: PG&E time-of-use, 12 months of use, a battery; the whole query is parsed each time, as on a keystroke.
const roiQuery = new URLSearchParams(
  "utility=pge&usage=900,800,700,600,700,1200,1600,1500,1100,700,700,900&battery=13.5&sgip=1&term=30",
);
const savingsQuery = new URLSearchParams("utility=pge&bill=300&bulbs=20&waterHeater=4&thermostat=1&sealing=1");
const roi = time(() => calculateRoi(roiInputs(parseRoiQuery(roiQuery).values)));
const savings = time(() => {
  const { roi: inputs, choices } = savingsInputs(parseSavingsQuery(savingsQuery).values);
  return compareSavings(inputs, choices);
});
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `ROI calculator, one full calculation: median ${ms(roi.median)}, p95 ${ms(roi.p95)} (target < ${TARGET_MS} ms)`,
);
console.log(`Savings calculator (four model runs): median ${ms(savings.median)}, p95 ${ms(savings.p95)}`);

const manifestFile = fs.existsSync(path.join(clientDir, "assets"))
  ? fs.readdirSync(path.join(clientDir, "assets")).find((file) => /^manifest-.*\.js$/.test(file))
  : undefined;
if (!manifestFile) {
  console.error("No build/client/assets/manifest-*.js: run npm run build first for the JavaScript sizes.");
  process.exit(2);
}
interface ManifestEntry {
  module: string;
  imports?: string[];
}
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(clientDir, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: ManifestEntry; routes: Record<string, ManifestEntry> };
const filesOf = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])];
const gzip = (url: string) => gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 6 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const everyPage = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root!)]);

for (const id of ["resources_roi-calculator", "resources_savings-calculator", "resources_technical-data"]) {
  const files = new Set([...everyPage, ...filesOf(manifest.routes[id]!)]);
  const own = [...files].filter((file) => !everyPage.has(file));
  const total = [...files].reduce((sum, file) => sum + gzip(file), 0);
  const ownTotal = own.reduce((sum, file) => sum + gzip(file), 0);
  console.log(
    `${manifest.routes[id]!.module.split("/").pop()}: ${kb(total)} gzip in ${files.size} files; own ${kb(ownTotal)}`,
  );
  for (const file of own.sort((a, b) => gzip(b) - gzip(a))) console.log(`  ${kb(gzip(file)).padStart(9)}  ${file}`);
}
process.exit(roi.median < TARGET_MS ? 0 : 1);
