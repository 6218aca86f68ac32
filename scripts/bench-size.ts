// npm run bench:size — the JavaScript and CSS a first visit downloads before the page is interactive, in gzip bytes,
// for the home page and a service page, read from the prerendered HTML of the last build (npm run build first).
// Initial JS = every module the HTML preloads or imports, plus their static imports (dynamic import() chunks,
// such as the testimonials carousel, load later and are not counted). Then checks that the pipeline board's
// drag-and-drop (dnd-kit) is loaded by the CRM's pages alone (issue 27 §7). Exits 1 over budget or when it is not.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const prerenderedDir = path.join(root, "build", "prerendered");

const PAGES = ["/", "/services/residential-solar"];
/** Issue 3 §6: JS <= 140 KB gzip (React and React Router alone are about 111 KB). */
const JS_BUDGET_BYTES = 140 * 1024;

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 6 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function assetPath(url: string): string {
  return path.join(clientDir, decodeURIComponent(new URL(url, "http://site").pathname));
}

/** A module's static imports: `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.add(path.resolve(path.dirname(file), match[1]!));
  }
  return [...found];
}

function initialAssets(html: string) {
  const js = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(assetPath(match[1]!));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(assetPath(match[1]!));
  // The inline boot module's imports, static or (on prerendered pages, which boot after the first paint) dynamic,
  // and the module preloads it adds then, written as one compact JSON array (the manifest's arrays are indented).
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from|\s*\()?\s*"(\/assets\/[^"]+\.js)"/g))
    js.add(assetPath(match[1]!));
  for (const match of html.matchAll(/\["\/assets\/[^\]]*\]/g))
    for (const href of JSON.parse(match[0]) as string[]) js.add(assetPath(href));
  const queue = [...js];
  while (queue.length) {
    for (const dependency of staticImports(queue.pop()!)) {
      if (!js.has(dependency)) {
        js.add(dependency);
        queue.push(dependency);
      }
    }
  }
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(assetPath(match[1]!));
  return { js: [...js], css: [...css] };
}

function pageHtml(page: string): string {
  const file = path.join(prerenderedDir, page === "/" ? "" : page.slice(1), "index.html");
  if (!fs.existsSync(file)) {
    console.error(`No prerendered page at ${path.relative(root, file)}: run npm run build first.`);
    process.exit(2);
  }
  return fs.readFileSync(file, "utf8");
}

let overBudget = false;
for (const page of PAGES) {
  const html = pageHtml(page);
  const { js, css } = initialAssets(html);
  const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
  const jsRaw = js.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const cssGzip = css.reduce((sum, file) => sum + gzipSize(file), 0);
  const htmlGzip = gzipSync(html, { level: 6 }).length;
  const ok = jsGzip <= JS_BUDGET_BYTES;
  overBudget ||= !ok;
  console.log(`\n${page}`);
  console.log(`  HTML  ${kb(htmlGzip)} gzip`);
  console.log(
    `  JS    ${kb(jsGzip)} gzip (${kb(jsRaw)} raw) in ${js.length} files — budget ${kb(JS_BUDGET_BYTES)}: ${ok ? "OK" : "OVER"}`,
  );
  console.log(`  CSS   ${kb(cssGzip)} gzip in ${css.length} file${css.length === 1 ? "" : "s"}`);
  for (const file of js.sort((a, b) => gzipSize(b) - gzipSize(a))) {
    console.log(`        ${kb(gzipSize(file)).padStart(9)}  ${path.relative(clientDir, file)}`);
  }
}

/** dnd-kit's default screen-reader instructions: in its chunk whatever the board announces instead. */
const DND_KIT_MARKER = "To pick up a draggable item";

/** The pages whose modules (the route's and its static imports, from React Router's manifest) hold dnd-kit. */
function pagesLoadingDndKit(): { dndFiles: string[]; loadedBy: string[] } {
  const assetsDir = path.join(clientDir, "assets");
  const assets = fs.readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
  const dndFiles = assets
    .filter((file) => fs.readFileSync(path.join(assetsDir, file), "utf8").includes(DND_KIT_MARKER))
    .map((file) => `/assets/${file}`);
  const manifestFile = assets.find((file) => file.startsWith("manifest-"))!;
  const source = fs.readFileSync(path.join(assetsDir, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { path?: string; module: string; imports?: string[] }>;
  };
  const loads = (files: string[]) => files.some((file) => dndFiles.includes(file));
  const loadedBy = Object.values(manifest.routes)
    .filter((route) => loads([route.module, ...(route.imports ?? [])]))
    .map((route) => route.path ?? "(layout)");
  if (loads([manifest.entry.module, ...manifest.entry.imports])) loadedBy.push("(every page: the entry)");
  return { dndFiles, loadedBy };
}

const { dndFiles, loadedBy } = pagesLoadingDndKit();
const onlyCrm =
  dndFiles.length > 0 && loadedBy.length > 0 && loadedBy.every((page) => page.startsWith("/platform/crm"));
console.log(`
The pipeline board's dnd-kit: in ${dndFiles.join(", ") || "no chunk found"}`);
console.log(
  `  loaded by ${loadedBy.join(", ") || "no page"}: ${onlyCrm ? "OK, CRM pages only" : "NOT ONLY CRM PAGES"}`,
);
process.exit(overBudget || !onlyCrm ? 1 : 0);
