// npm run bench:boot -- /team / — the main thread's CPU time while a public page loads and boots, from Chrome
// performance traces of the production build (npm run build first). It counts thread time (a task's `tdur`), not
// wall time, so time the machine gives other processes is not counted (a loaded machine still adds noise). For each
// page, medians over --runs loads (5 by default) of: all main-thread work from navigation to 2.5 s after hydration;
// its script part (compile, module evaluation, calls); the longest task; and the tasks that would block at
// Lighthouse's 4x CPU slowdown (over 12.5 ms here) with what they would add to its total blocking time.
import { chromium } from "@playwright/test";
import { startExtraServer } from "#tests/support/extra-server.ts";
import { machineLoad, median } from "./bench-stats.ts";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const pages = args.filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("Usage: npm run bench:boot -- [--runs N] /path [/path ...]");
  process.exit(2);
}
/** Lighthouse's mobile CPU slowdown and its threshold for a blocking task. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SCRIPT_EVENTS = new Set(["v8.compileModule", "v8.evaluateModule", "EvaluateScript", "FunctionCall"]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

interface Load {
  cpu: number;
  script: number;
  longest: number;
  blocking: number;
  blockingTime: number;
}

const ms = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** Script events not inside another (a call within a module's evaluation is counted once). */
function outermost(events: TraceEvent[]): TraceEvent[] {
  let end = -Infinity;
  return [...events]
    .sort((a, b) => a.ts - b.ts)
    .filter((e) => {
      if (e.ts < end) return false;
      end = e.ts + (e.dur ?? 0);
      return true;
    });
}

function measure(events: TraceEvent[]): Load {
  // The page's renderer is the one whose main thread ran script.
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = (e: TraceEvent, main: TraceEvent) => e.pid === main.pid && e.tid === main.tid && e.ph === "X";
  const main = mains.find((m) => events.some((e) => onMain(e, m) && SCRIPT_EVENTS.has(e.name)));
  if (!main) throw new Error("No renderer main thread with script in the trace");
  const tasks = events.filter((e) => onMain(e, main) && e.name === "RunTask").map(ms);
  const blocking = tasks.filter((t) => t * SLOWDOWN > BLOCKING_MS);
  return {
    cpu: tasks.reduce((sum, t) => sum + t, 0),
    script: outermost(events.filter((e) => onMain(e, main) && SCRIPT_EVENTS.has(e.name))).reduce(
      (sum, e) => sum + ms(e),
      0,
    ),
    longest: Math.max(0, ...tasks),
    blocking: blocking.length,
    blockingTime: blocking.reduce((sum, t) => sum + t * SLOWDOWN - BLOCKING_MS, 0),
  };
}

const server = await startExtraServer({});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const page of pages) await fetch(`${server.url}${page}`);
  console.log(`${"page".padEnd(40)}   CPU  script  longest  tasks>12.5  TBT@4x  (ms, medians of ${runs})`);
  for (const path of pages) {
    const loads: Load[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      // Hydrated when React has attached its root to the document; then idle-time work gets its chance.
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
      await page.waitForTimeout(2_500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      loads.push(measure(trace.traceEvents));
      await context.close();
    }
    const m = (key: keyof Load) => Math.round(median(loads.map((load) => load[key])));
    console.log(
      `${path.padEnd(40)} ${String(m("cpu")).padStart(5)} ${String(m("script")).padStart(7)} ${String(m("longest")).padStart(8)}` +
        ` ${String(m("blocking")).padStart(11)} ${String(m("blockingTime")).padStart(7)}`,
    );
  }
  console.log(`Machine: ${machineLoad()}.`);
} finally {
  await browser.close();
  await server.stop();
}
