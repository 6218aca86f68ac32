/**
 * Waits for the first contentful paint. A hidden tab paints nothing and a browser without paint timing reports
 * nothing: both boot at once; the timeout covers a paint that is never reported.
 */
const AWAIT_FIRST_PAINT = `await new Promise((resolve) => {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
  setTimeout(resolve, 2000);
});`;

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_MODULE = /(<script[^>]* type="module" async="">)([\s\S]*?)(<\/script>)/g;
const ROUTE_IMPORT = /^import \* as (\w+) from ("\/assets\/[^"]+\.js");\n/gm;

/**
 * The same preloads, made once the page is painted; with the page's nonce, which the CSP asks of scripts. Each
 * takes the main thread about a millisecond on a slow machine, so they are made a few per task (a message to itself
 * starts the next task, as React's scheduler does, where a timer might be held back).
 */
const preloadModules = (hrefs: string[]) => `const nonce = document.querySelector("script[nonce]")?.nonce;
const nextTask = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});
for (const [index, href] of ${JSON.stringify(hrefs)}.entries()) {
  if (index > 0 && index % 4 === 0) await nextTask();
  const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
  if (nonce) link.nonce = nonce;
  document.head.append(link);
}`;

/**
 * A public page fetches its JavaScript once the page is painted, not while the HTML is still being parsed: the
 * hero image and the first paint get the connection and the main thread to themselves, and the page hydrates right
 * after (docs/decisions/0017-prerendered-pages-boot-after-first-paint.md, 0027-public-pages-boot-after-first-paint.md).
 * entry.server.tsx applies it to every public page it renders, prerendered at build time or rendered per request.
 *
 * React Router writes module preloads (React hoists them into the head) and an inline module that imports the
 * route modules statically, so the browser fetches them all at once. This moves the preloads into the inline
 * module, after a wait for the first paint, and has it import the route modules dynamically; the rest of it (the
 * manifest, the entry's `import()`) is unchanged, and the `<script type="module">` element stays for React to
 * hydrate. HTML of another shape than React Router 7 writes is an error (prerendering fails, so the build does),
 * so an upgrade cannot silently undo this.
 */
export function bootAfterFirstPaint(html: string): string {
  const boots = [...html.matchAll(BOOT_MODULE)];
  if (boots.length !== 1) throw new Error(`Expected one inline boot module, found ${boots.length}`);
  const [whole, open, body, close] = boots[0]!;
  const routes = [...body!.matchAll(ROUTE_IMPORT)];
  if (routes.length === 0) throw new Error("The boot module imports no route modules");
  const rest = body!.replace(ROUTE_IMPORT, "");
  if (/^\s*import\s/m.test(rest)) throw new Error("The boot module has a static import left");
  const names = routes.map((route) => route[1]).join(", ");
  const imports = routes.map((route) => `import(${route[2]})`).join(", ");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!);
  if (preloads.length === 0) throw new Error("The page has no module preloads");
  const boot = [
    open,
    AWAIT_FIRST_PAINT,
    preloadModules(preloads),
    `const [${names}] = await Promise.all([${imports}]);`,
    rest,
    close,
  ];
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => boot.join("\n"));
}
