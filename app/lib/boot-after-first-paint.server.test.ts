import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint } from "./boot-after-first-paint.server.ts";

// The shape React Router 7.18 prerenders: preloads hoisted into the head, an inline boot module ending the body.
const page = [
  '<html><head><link rel="preload" as="image" href="/hero.avif"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="N"/><link rel="modulepreload" href="/assets/root-C.js" nonce="N"/>',
  '</head><body><main>Hello</main><script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/home-D.js";\n  window.__reactRouterManifest = {"entry":{}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

function bootModule(html: string): string {
  return html.slice(html.indexOf('type="module" async="">'), html.lastIndexOf("</script>"));
}

describe("bootAfterFirstPaint", () => {
  const html = bootAfterFirstPaint(page);
  const boot = bootModule(html);

  it("takes the module preloads out of the head and leaves everything else there", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<head><link rel="preload" as="image" href="/hero.avif"/></head>');
  });

  it("waits for the first contentful paint before anything is fetched", () => {
    const wait = boot.indexOf('getEntriesByName("first-contentful-paint")');
    expect(wait).toBeGreaterThan(0);
    expect(boot.indexOf("modulepreload")).toBeGreaterThan(wait);
    expect(boot.indexOf("import(")).toBeGreaterThan(wait);
  });

  it("then preloads the same modules, in the same order, with the page's nonce", () => {
    expect(boot).toContain('["/assets/entry.client-A.js","/assets/chunk-B.js","/assets/root-C.js"].entries()');
    expect(boot).toContain('document.querySelector("script[nonce]")?.nonce');
  });

  it("imports the route modules dynamically under their names, and keeps the rest of the boot module", () => {
    expect(boot).not.toMatch(/^import \* as/m);
    expect(boot).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(boot.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("keeps the script element React hydrates, and the inline scripts before it", () => {
    expect(html).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="N" type="module" async="">');
  });

  it("is valid JavaScript for a module", async () => {
    // An async function body accepts the same top-level await and dynamic imports as the module.
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;
    expect(() => new AsyncFunction(boot.slice(boot.indexOf(">") + 1))).not.toThrow();
  });

  it("rewrites a page rendered per request the same way, leaving the loader data streamed after it alone", () => {
    const streamed =
      '<!--$--><script nonce="R">window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
      '<!--$--><script nonce="R">window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->';
    const rendered = page.replaceAll('nonce="N"', 'nonce="R"').replace("</body>", `${streamed}</body>`);
    expect(bootAfterFirstPaint(rendered)).toBe(
      html.replaceAll('nonce="N"', 'nonce="R"').replace("</body>", `${streamed}</body>`),
    );
  });

  it("refuses a page whose boot code React Router wrote differently", () => {
    expect(() => bootAfterFirstPaint(page.replace('type="module" async=""', 'type="module"'))).toThrow(
      "Expected one inline boot module, found 0",
    );
    expect(() => bootAfterFirstPaint(page.replaceAll("import * as", "import"))).toThrow(
      "The boot module imports no route modules",
    );
    expect(() => bootAfterFirstPaint(page.replaceAll('rel="modulepreload"', 'rel="preload"'))).toThrow(
      "The page has no module preloads",
    );
  });
});
