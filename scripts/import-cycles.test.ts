import { describe, expect, it } from "vitest";
import { cycles, importGraph, loopThrough } from "./import-cycles.ts";

const graphOf = (sources: Record<string, string>) => importGraph(new Map(Object.entries(sources)));

describe("import cycles", () => {
  it("finds a loop of three modules through aliases, relative paths and type-only imports", () => {
    const graph = graphOf({
      "app/areas/a/x.ts": 'import { y } from "#app/areas/b/y.ts";',
      "app/areas/b/y.ts": 'import type { Z } from "./z.ts";',
      "app/areas/b/z.ts": 'export { x } from "#app/areas/a/x.ts";',
      "server/w.ts": 'import { x } from "#app/areas/a/x.ts";',
    });
    expect(cycles(graph)).toEqual([["app/areas/a/x.ts", "app/areas/b/y.ts", "app/areas/b/z.ts"]]);
    expect(loopThrough(graph, cycles(graph)[0]!)).toEqual([
      "app/areas/a/x.ts",
      "app/areas/b/y.ts",
      "app/areas/b/z.ts",
      "app/areas/a/x.ts",
    ]);
  });

  it("counts a lazy import() and ignores packages and imports inside comments", () => {
    const graph = graphOf({
      "app/a.ts": 'import { b } from "./b.ts";\nimport "react";',
      "app/b.ts": 'export const c = () => import("./c.ts");',
      "app/c.ts": '// import { a } from "./a.ts";\nimport { a } from "./a.ts";',
      "app/d.ts": '/* import { a } from "./a.ts"; */ export const d = 1;',
    });
    expect(cycles(graph)).toEqual([["app/a.ts", "app/b.ts", "app/c.ts"]]);
  });

  it("reports two modules that import each other as a cycle of two, which the lint step tolerates", () => {
    const graph = graphOf({ "server/a.ts": 'import "./b.ts";', "server/b.ts": 'import type { A } from "./a.ts";' });
    expect(cycles(graph).map((component) => component.length)).toEqual([2]);
  });
});
