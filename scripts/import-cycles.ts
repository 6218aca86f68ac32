import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Finds import cycles among the modules of app/ and server/, type imports included (docs/decisions/0112): ESLint's
 * import-x `no-cycle` skips type-only imports, and a cycle of types still ties the files to one another. A cycle of
 * two files (a module and its helper naming each other's types) is tolerated; anything longer fails `npm run lint`.
 */

const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#server/": "server/",
  "#tests/": "tests/",
  "#scripts/": "scripts/",
};
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"'\n]+)["']/gm;
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:"'])\/\/.*$/gm;

/** The repo-relative file an import names, or null for a package or a file outside the repo's code. */
export function resolveSpecifier(importer: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return null;
}

/** Every module's imports of other modules in the graph, read from its text. */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, code] of sources) {
    const targets = [...code.replace(COMMENTS, "").matchAll(SPECIFIER)]
      .map(([, specifier]) => resolveSpecifier(file, specifier!))
      .filter((target): target is string => target !== null && target !== file && sources.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan), each sorted, largest first. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

/** One loop through a component, to show where to cut it. */
export function loopThrough(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component];
}

function codeFiles(root: string, folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.posix.join(path.relative(root, entry.parentPath).split(path.sep).join("/"), entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, "..");
  const files = ["app", "server"].flatMap((folder) => codeFiles(root, folder));
  const graph = importGraph(new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")])));
  const tooLong = cycles(graph).filter((component) => component.length > 2);
  for (const component of tooLong) {
    console.error(`An import cycle of ${component.length} files (type imports included), e.g.:`);
    console.error("  " + loopThrough(graph, component).join("\n  → "));
  }
  if (tooLong.length > 0) process.exit(1);
}
