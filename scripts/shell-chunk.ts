import path from "node:path";

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * Names the chunk of every module that every page loads: what the client entry and the root route import
 * statically, directly or through other modules. Left to the bundler, these are cut into a dozen small files along
 * the lines of which route or lazy part also uses them, and a first visit fetches all of them before it can
 * hydrate; as one file they cost one request, and no page loads a byte it would not load anyway. The entry and
 * root modules keep their own chunks (their code runs when they are imported), and anything only a route module
 * or a lazily loaded part imports stays where the bundler puts it.
 */
export function shellChunkName(appDirectory: string) {
  const bootModules = [path.join(appDirectory, "entry.client.tsx"), path.join(appDirectory, "root.tsx")];
  const shells = new WeakMap<ModuleGraph, Set<string>>();

  function shellOf(graph: ModuleGraph): Set<string> {
    const shell = new Set<string>();
    const queue = [...bootModules];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!shell.has(imported)) queue.push(imported);
        shell.add(imported);
      }
    }
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
