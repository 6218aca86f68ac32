import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isFeatureFace, shellChunkName } from "./shell-chunk.ts";

// entry.client → react-dom; root → header → icon, root → app.css; home (a route) → card → icon;
// root → dialog only through a dynamic import, so dialog → focus-trap is not in the shell.
// header → auth's face for `useSignOut` only: its schema module (and zod) are not in the shell.
const imports: Record<string, string[]> = {
  "/app/entry.client.tsx": ["/node_modules/react-dom/client.js"],
  "/node_modules/react-dom/client.js": ["/node_modules/react/index.js"],
  "/app/root.tsx": ["/app/areas/shell/shell/header.tsx", "/app/app.css"],
  "/app/areas/shell/shell/header.tsx": [
    "/app/ui/icon.tsx",
    "/app/areas/shell/shell/header.tsx",
    "/app/areas/identity/index.ts",
  ],
  "/app/areas/identity/index.ts": ["/app/areas/identity/auth/index.ts"],
  "/app/areas/identity/auth/index.ts": [
    "/app/areas/identity/auth/schema.ts",
    "/app/areas/identity/auth/use-sign-out.ts",
  ],
  "/app/areas/identity/auth/schema.ts": ["/node_modules/zod/index.js"],
  "/app/routes/home.tsx": ["/app/areas/site/home/card.tsx", "/app/ui/icon.tsx"],
  "/app/areas/site/home/card.tsx": ["/app/ui/icon.tsx"],
  "/app/areas/shell/shell/dialog.tsx": ["/node_modules/focus-trap/index.js"],
};
const code: Record<string, string> = {
  "/app/areas/shell/shell/header.tsx":
    'import { Icon } from "#app/ui/icon.tsx";\nimport { useSignOut as signOut } from "#app/areas/identity/index.ts";\n',
  "/app/areas/identity/index.ts": '/** The area. */\nexport { signInSchema, useSignOut } from "./auth/index.ts";\n',
  "/app/areas/identity/auth/index.ts":
    '/** The face. */\nexport { signInSchema } from "./schema.ts";\nexport {\n  useSignOut,\n} from "./use-sign-out.ts";\n',
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [], code: code[id] ?? "" }) };

describe("shellChunkName", () => {
  const name = shellChunkName("/app");

  it("puts every module the entry and the root route load statically into one chunk, cycles included", () => {
    for (const id of [
      "/node_modules/react-dom/client.js",
      "/node_modules/react/index.js",
      "/app/areas/shell/shell/header.tsx",
      "/app/ui/icon.tsx",
      "/app/areas/identity/index.ts",
      "/app/areas/identity/auth/index.ts",
      "/app/areas/identity/auth/use-sign-out.ts",
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
      "/app/areas/site/home/card.tsx",
      "/app/areas/shell/shell/dialog.tsx",
      "/node_modules/focus-trap/index.js",
    ]) {
      expect(name(id, graph)).toBeNull();
    }
  });

  it("follows an area's face and a feature's face only to the modules of the names imported from them", () => {
    expect(name("/app/areas/identity/auth/schema.ts", graph)).toBeNull();
    expect(name("/node_modules/zod/index.js", graph)).toBeNull();
  });
});

describe("isFeatureFace", () => {
  const areas = path.resolve(import.meta.dirname, "../app/areas");
  const folders = fs
    .readdirSync(areas)
    .flatMap((area) => [area, ...fs.readdirSync(path.join(areas, area)).map((feature) => path.join(area, feature))]);

  it("holds only re-exports in every area's and feature's index.ts, which the bundler is told have no side effects", () => {
    for (const folder of folders) {
      const face = path.join(areas, folder, "index.ts");
      if (!fs.existsSync(face)) continue;
      expect(isFeatureFace(face)).toBe(true);
      const rest = fs
        .readFileSync(face, "utf8")
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "")
        .replace(/export\s*(type\s*)?\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, "")
        .trim();
      expect(rest, face).toBe("");
    }
    expect(isFeatureFace(path.join(areas, "identity", "auth", "index.server.ts"))).toBe(false);
    expect(isFeatureFace(path.join(areas, "identity", "index.server.ts"))).toBe(false);
  });
});
