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
  "/app/root.tsx": ["/app/features/shell/header.tsx", "/app/app.css"],
  "/app/features/shell/header.tsx": [
    "/app/ui/icon.tsx",
    "/app/features/shell/header.tsx",
    "/app/features/auth/index.ts",
  ],
  "/app/features/auth/index.ts": ["/app/features/auth/schema.ts", "/app/features/auth/use-sign-out.ts"],
  "/app/features/auth/schema.ts": ["/node_modules/zod/index.js"],
  "/app/routes/home.tsx": ["/app/features/home/card.tsx", "/app/ui/icon.tsx"],
  "/app/features/home/card.tsx": ["/app/ui/icon.tsx"],
  "/app/features/shell/dialog.tsx": ["/node_modules/focus-trap/index.js"],
};
const code: Record<string, string> = {
  "/app/features/shell/header.tsx":
    'import { Icon } from "#app/ui/icon.tsx";\nimport { useSignOut as signOut } from "#app/features/auth/index.ts";\n',
  "/app/features/auth/index.ts":
    '/** The face. */\nexport { signInSchema } from "./schema.ts";\nexport {\n  useSignOut,\n} from "./use-sign-out.ts";\n',
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [], code: code[id] ?? "" }) };

describe("shellChunkName", () => {
  const name = shellChunkName("/app");

  it("puts every module the entry and the root route load statically into one chunk, cycles included", () => {
    for (const id of [
      "/node_modules/react-dom/client.js",
      "/node_modules/react/index.js",
      "/app/features/shell/header.tsx",
      "/app/ui/icon.tsx",
      "/app/features/auth/index.ts",
      "/app/features/auth/use-sign-out.ts",
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

  it("follows a feature's face only to the modules of the names imported from it", () => {
    expect(name("/app/features/auth/schema.ts", graph)).toBeNull();
    expect(name("/node_modules/zod/index.js", graph)).toBeNull();
  });
});

describe("isFeatureFace", () => {
  const features = path.resolve(import.meta.dirname, "../app/features");

  it("holds only re-exports in every feature's index.ts, which the bundler is told have no side effects", () => {
    for (const feature of fs.readdirSync(features)) {
      const face = path.join(features, feature, "index.ts");
      if (!fs.existsSync(face)) continue;
      expect(isFeatureFace(face)).toBe(true);
      const rest = fs
        .readFileSync(face, "utf8")
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "")
        .replace(/export\s*(type\s*)?\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, "")
        .trim();
      expect(rest, face).toBe("");
    }
    expect(isFeatureFace(path.join(features, "auth", "index.server.ts"))).toBe(false);
  });
});
