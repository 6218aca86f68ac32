import fs from "node:fs/promises";
import path from "node:path";

/**
 * The stylesheet goes into the page itself, so the first paint waits for no second request: a `<style>` with the
 * CSS, and the original `<link>` kept (React expects it when it hydrates) but limited to print, where it repeats the
 * same rules. React 19 leaves the extra `<style>` in the head alone.
 */
export async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  let out = html;
  for (const match of html.matchAll(/<link([^>]*) rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g)) {
    const css = await fs.readFile(path.join(clientDir, match[2]!), "utf8");
    if (css.includes("</style")) throw new Error(`${match[2]} cannot be inlined`);
    out = out.replace(
      match[0],
      `<style>${css}</style><link${match[1]} rel="stylesheet" href="${match[2]}" media="print"/>`,
    );
  }
  return out;
}

/**
 * React Router writes prerendered pages into the client build (<path>/index.html plus <path>.data). They carry
 * placeholder tokens, so they must never be served as they are by the static file handler: move the HTML to
 * build/prerendered/ (served by server/http/prerendered-pages.ts), with its stylesheet inlined (its scripts already
 * load after the first paint, as on every public page: app/entry.server.tsx), and drop the .data files (the server answers data requests itself, with the
 * visitor's own session).
 */
export async function collectPrerendered(buildDirectory: string, paths: readonly string[]): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const targetDir = path.join(buildDirectory, "prerendered");
  await fs.rm(targetDir, { recursive: true, force: true });
  for (const page of paths) {
    const relative = page === "/" ? "index.html" : path.join(page.slice(1), "index.html");
    const target = path.join(targetDir, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const html = await fs.readFile(path.join(clientDir, relative), "utf8");
    await fs.writeFile(target, await inlineStylesheets(html, clientDir));
    await fs.rm(path.join(clientDir, relative));
    const data = page === "/" ? "_root.data" : `${page.slice(1)}.data`;
    await fs.rm(path.join(clientDir, data), { force: true });
  }
  await removeEmptyDirs(clientDir);
}

async function removeEmptyDirs(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  let empty = true;
  for (const entry of entries) {
    if (entry.isDirectory() && (await removeEmptyDirs(path.join(dir, entry.name)))) continue;
    empty = false;
  }
  if (empty) await fs.rmdir(dir);
  return empty;
}
