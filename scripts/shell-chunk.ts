import path from "node:path";

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; code: string | null } | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/**
 * An area's face (`app/areas/<area>/index.ts`) and its features' faces (`app/areas/<area>/<feature>/index.ts`) only
 * re-export modules. Declared free of side effects to the bundler (vite.config.ts), so that importing one name from
 * one loads that name's module and not every module it lists (the identity area's face lists its zod schemas beside
 * the sign-out the header uses).
 */
export const isFeatureFace = (id: string) => /\/app\/areas\/[\w-]+(\/[\w-]+)?\/index\.ts$/.test(id);

/** `a, b as c`: the names left of `as` (local) or right of it (exported). */
function names(list: string, side: "local" | "exported"): string[] {
  return list
    .split(",")
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map((pair) => (side === "local" ? pair[0]! : (pair[1] ?? pair[0])!));
}

/** What a module made only of `export { a } from "./a.ts";` lines re-exports, by name; null for any other module. */
function reExports(code: string | null | undefined): Map<string, { source: string; local: string }> | null {
  const body = code?.replace(COMMENTS, "");
  if (body === undefined || body.replace(RE_EXPORT, "").trim() !== "") return null;
  const exported = new Map<string, { source: string; local: string }>();
  for (const [, list, source] of body.matchAll(RE_EXPORT)) {
    const locals = names(list!, "local");
    names(list!, "exported").forEach((name, i) => exported.set(name, { source: source!, local: locals[i]! }));
  }
  return exported;
}

/**
 * Names the chunk of every module that every page loads: what the client entry and the root route import
 * statically, directly or through other modules. Left to the bundler, these are cut into a dozen small files along
 * the lines of which route or lazy part also uses them, and a first visit fetches all of them before it can
 * hydrate; as one file they cost one request, and no page loads a byte it would not load anyway. The entry and
 * root modules keep their own chunks (their code runs when they are imported), and anything only a route module
 * or a lazily loaded part imports stays where the bundler puts it. Through a module that only re-exports (a
 * feature's index.ts), only the modules of the names imported from it count (docs/decisions/0050).
 */
export function shellChunkName(appDirectory: string) {
  /** The file a specifier names: relative, or through the `#app/` alias (package.json "imports"); null for packages. */
  const resolve = (importer: string, specifier: string): string | null => {
    if (specifier.startsWith("#app/")) return path.join(appDirectory, specifier.slice("#app/".length));
    return specifier.startsWith(".") ? path.resolve(path.dirname(importer), specifier) : null;
  };
  const bootModules = [path.join(appDirectory, "entry.client.tsx"), path.join(appDirectory, "root.tsx")];
  const shells = new WeakMap<ModuleGraph, Set<string>>();

  function shellOf(graph: ModuleGraph): Set<string> {
    const shell = new Set<string>();
    const visit = (id: string) => {
      if (shell.has(id)) return;
      shell.add(id);
      const info = graph.getModuleInfo(id);
      const namedImports = new Map<string, string[]>();
      for (const [, list, specifier] of (info?.code ?? "").matchAll(NAMED_IMPORT)) {
        const target = resolve(id, specifier!);
        if (!target) continue;
        namedImports.set(target, [...(namedImports.get(target) ?? []), ...names(list!, "local")]);
      }
      for (const imported of info?.importedIds ?? []) {
        const wanted = namedImports.get(imported);
        if (wanted) visitNames(imported, wanted);
        else visit(imported);
      }
    };
    const visitNames = (id: string, wanted: readonly string[]) => {
      const exported = reExports(graph.getModuleInfo(id)?.code);
      if (!exported) return visit(id);
      shell.add(id);
      const bySource = new Map<string, string[]>();
      for (const name of wanted) {
        const from = exported.get(name);
        if (!from) continue;
        const source = resolve(id, from.source);
        if (!source) continue;
        bySource.set(source, [...(bySource.get(source) ?? []), from.local]);
      }
      for (const [source, locals] of bySource) visitNames(source, locals);
    };
    for (const id of bootModules) visit(id);
    for (const id of bootModules) shell.delete(id);
    return shell;
  }

  return (id: string, graph: ModuleGraph): string | null => {
    let shell = shells.get(graph);
    if (!shell) shells.set(graph, (shell = shellOf(graph)));
    // Stylesheets stay with the root route, whose <link> React Router renders.
    return shell.has(id) && !/\.css($|\?)/.test(id) ? "shell" : null;
  };
}
