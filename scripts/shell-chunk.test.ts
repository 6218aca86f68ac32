import { describe, expect, it } from "vitest";
import { shellChunkName } from "./shell-chunk.ts";

// entry.client → react-dom; root → header → icon, root → app.css; home (a route) → card → icon;
// root → dialog only through a dynamic import, so dialog → focus-trap is not in the shell.
const imports: Record<string, string[]> = {
  "/app/entry.client.tsx": ["/node_modules/react-dom/client.js"],
  "/node_modules/react-dom/client.js": ["/node_modules/react/index.js"],
  "/app/root.tsx": ["/app/features/shell/header.tsx", "/app/app.css"],
  "/app/features/shell/header.tsx": ["/app/ui/icon.tsx", "/app/features/shell/header.tsx"],
  "/app/routes/home.tsx": ["/app/features/home/card.tsx", "/app/ui/icon.tsx"],
  "/app/features/home/card.tsx": ["/app/ui/icon.tsx"],
  "/app/features/shell/dialog.tsx": ["/node_modules/focus-trap/index.js"],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

describe("shellChunkName", () => {
  const name = shellChunkName("/app");

  it("puts every module the entry and the root route load statically into one chunk, cycles included", () => {
    for (const id of [
      "/node_modules/react-dom/client.js",
      "/node_modules/react/index.js",
      "/app/features/shell/header.tsx",
      "/app/ui/icon.tsx",
    ]) {
      expect(name(id, graph)).toBe("shell");
    }
  });

  it("leaves the entry, the root route, its stylesheet, route modules and lazily loaded code to the bundler", () => {
    for (const id of [
      "/app/entry.client.tsx",
      "/app/root.tsx",
      "/app/app.css",
      "/app/routes/home.tsx",
      "/app/features/home/card.tsx",
      "/app/features/shell/dialog.tsx",
      "/node_modules/focus-trap/index.js",
    ]) {
      expect(name(id, graph)).toBeNull();
    }
  });
});
