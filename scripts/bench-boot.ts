// npm run bench:boot — the main thread's CPU time while a public page loads and boots, from Chrome performance
// traces of the production build (npm run build first), beside the same page's script-free copy (issue 32 §1). It
// counts thread time (a task's `tdur`), not wall time, so time the machine gives other processes is not counted (a
// loaded machine still adds noise). For each page, medians over --runs loads (5 by default) of: all main-thread work
// from navigation to 2.5 s after hydration; its script part (compile, module evaluation, calls); the longest task;
// the tasks that would block at Lighthouse's 4x CPU slowdown (over 12.5 ms here) with what they would add to its
// total blocking time; and the CPU of the script-free copy: the page's own HTML, fetched from the same server, with
// every script and module preload removed (its styles, fonts and images still come from the server), shown by a
// browser with JavaScript off, measured to 2.5 s after its load. Targets: TBT@4x <= 100 ms and CPU <= 1.5x the script-free copy's.
// It covers every public page bench:lighthouse does; paths as arguments (`-- /team /`) limit it to those.
// --detail also prints, per page, where the main thread's time went (script, style, layout, paint, parse, GC).
import { chromium, type Browser, type Page } from "@playwright/test";
import { startExtraServer } from "#tests/support/extra-server.ts";
import { benchedPublicPages } from "./bench-pages.ts";
import { machineLoad, median } from "./bench-stats.ts";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const detail = args.includes("--detail");
const requestedPages = args.filter((arg) => arg.startsWith("/"));
const pages = requestedPages.length > 0 ? requestedPages : benchedPublicPages;

/** Lighthouse's mobile CPU slowdown and its threshold for a blocking task. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const TBT_TARGET_MS = 100;
const CPU_RATIO_TARGET = 1.5;
const SCRIPT_EVENTS = new Set(["v8.compileModule", "v8.evaluateModule", "EvaluateScript", "FunctionCall"]);
/** What the main thread's time is spent on, by trace event (a kind's events are counted once when nested). */
const KINDS: Record<string, readonly string[]> = {
  script: [...SCRIPT_EVENTS, "TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks"],
  style: ["UpdateLayoutTree", "RecalculateStyles"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "Layerize", "Commit", "PaintImage"],
  parse: ["ParseHTML", "ParseAuthorStyleSheet"],
  gc: ["MajorGC", "MinorGC", "V8.GC_MC_BACKGROUND_MARKING", "BlinkGC.AtomicPhase"],
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

interface Load {
  cpu: number;
  script: number;
  longest: number;
  blocking: number;
  blockingTime: number;
  kinds: Record<string, number>;
}

const ms = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** Events not inside another of the same list (a call within a module's evaluation is counted once). */
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

const total = (events: TraceEvent[]) => outermost(events).reduce((sum, e) => sum + ms(e), 0);

function measure(events: TraceEvent[], url: string): Load {
  // The page's renderer is the one whose main thread parsed the page's HTML (the busiest, should Chrome have
  // handed the navigation from one renderer to another).
  const origin = new URL(url).origin;
  const onThread = (e: TraceEvent, main: TraceEvent) => e.pid === main.pid && e.tid === main.tid && e.ph === "X";
  const taskTime = (main: TraceEvent) =>
    events.filter((e) => onThread(e, main) && e.name === "RunTask").reduce((sum, e) => sum + ms(e), 0);
  const [main] = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .filter((m) =>
      events.some((e) => onThread(e, m) && e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(origin)),
    )
    .sort((a, b) => taskTime(b) - taskTime(a));
  if (!main) throw new Error(`No renderer main thread parsed ${url} in the trace`);
  const mainEvents = events.filter((e) => onThread(e, main));
  const tasks = mainEvents.filter((e) => e.name === "RunTask").map(ms);
  const blocking = tasks.filter((t) => t * SLOWDOWN > BLOCKING_MS);
  return {
    cpu: tasks.reduce((sum, t) => sum + t, 0),
    script: total(mainEvents.filter((e) => SCRIPT_EVENTS.has(e.name))),
    longest: Math.max(0, ...tasks),
    blocking: blocking.length,
    blockingTime: blocking.reduce((sum, t) => sum + t * SLOWDOWN - BLOCKING_MS, 0),
    kinds: Object.fromEntries(
      Object.entries(KINDS).map(([kind, names]) => [kind, total(mainEvents.filter((e) => names.includes(e.name)))]),
    ),
  };
}

/** The page's own HTML without its scripts: inline and module scripts, and the module preloads. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * Hydrated when React has attached its root to the document; then idle-time work gets its chance. Asked every 100 ms
 * through the DevTools protocol, one expression each time: Playwright's waitForFunction first evaluates its injected
 * script of several hundred kilobytes in the page (a 12–20 ms task on the page's main thread), and by default polls
 * on every animation frame, whose style and paint work would be counted as the page's.
 */
async function untilHydrated(page: Page): Promise<void> {
  const devTools = await page.context().newCDPSession(page);
  const expression = `Object.keys(document).some((key) => key.startsWith("__reactContainer"))`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { result } = await devTools.send("Runtime.evaluate", { expression, returnByValue: true });
    if (result.value === true) return devTools.detach();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.url()} did not hydrate within 30 s`);
}

/** A load, measured again (up to twice) when its trace lost the page's renderer, as happens on a busy machine. */
async function load(browser: Browser, url: string, scriptFree: boolean, attempt = 1): Promise<Load> {
  try {
    return await loadOnce(browser, url, scriptFree);
  } catch (error) {
    if (attempt < 3 && String(error).includes("No renderer main thread"))
      return load(browser, url, scriptFree, attempt + 1);
    throw error;
  }
}

async function loadOnce(browser: Browser, url: string, scriptFree: boolean): Promise<Load> {
  // The copy's browser runs no script either, so it shows what the page's <noscript> holds (its lazy images), as
  // the page itself does once booted.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    javaScriptEnabled: !scriptFree,
  });
  const page = await context.newPage();
  if (scriptFree) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
  }
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
  });
  await page.goto(url, { waitUntil: "load" });
  if (!scriptFree) await untilHydrated(page);
  await page.waitForTimeout(2_500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return measure(trace.traceEvents, url);
}

const server = await startExtraServer({});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const missed: string[] = [];
try {
  for (const page of pages) await fetch(`${server.url}${page}`);
  console.log(
    `${"page".padEnd(40)}   CPU  script  longest  tasks>12.5  TBT@4x  script-free CPU  ratio  (ms, medians of ${runs})`,
  );
  for (const path of pages) {
    const url = `${server.url}${path}`;
    const loads: Load[] = [];
    const scriptFree: Load[] = [];
    // Alternated, so that a change in the machine's load touches both alike.
    for (let i = 0; i < runs; i++) {
      loads.push(await load(browser, url, false));
      scriptFree.push(await load(browser, url, true));
    }
    const m = (key: "cpu" | "script" | "longest" | "blocking" | "blockingTime", of = loads) =>
      Math.round(median(of.map((one) => one[key])));
    const ratio = m("cpu") / m("cpu", scriptFree);
    const within = m("blockingTime") <= TBT_TARGET_MS && ratio <= CPU_RATIO_TARGET;
    if (!within) missed.push(path);
    console.log(
      `${path.padEnd(40)} ${String(m("cpu")).padStart(5)} ${String(m("script")).padStart(7)} ${String(m("longest")).padStart(8)}` +
        ` ${String(m("blocking")).padStart(11)} ${String(m("blockingTime")).padStart(7)}` +
        ` ${String(m("cpu", scriptFree)).padStart(16)} ${ratio.toFixed(2).padStart(6)}${within ? "" : "  MISSED"}`,
    );
    if (detail) {
      const kinds = (of: Load[]) =>
        Object.keys(KINDS)
          .map((kind) => `${kind} ${Math.round(median(of.map((one) => one.kinds[kind]!)))}`)
          .join(", ");
      console.log(`    page: ${kinds(loads)}\n    script-free: ${kinds(scriptFree)}`);
    }
  }
  console.log(
    `Targets: TBT@4x <= ${TBT_TARGET_MS} ms and CPU <= ${CPU_RATIO_TARGET}x the script-free copy's; ` +
      (missed.length ? `missed on ${missed.length} of ${pages.length} pages.` : `met on all ${pages.length} pages.`),
  );
  console.log(`Machine: ${machineLoad()}.`);
} finally {
  await browser.close();
  await server.stop();
}
