import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { accessTo, actions, entities, permissionsOf, staffRoles } from "./permissions.ts";

/** The grants table of roles.md: `action:entity` → the reach each role's column states. */
function documentedGrants(): Map<string, Record<string, string>> {
  const text = readFileSync(new URL("../../docs/operators/roles.md", import.meta.url), "utf8");
  const lines = text.split("\n").filter((line) => line.startsWith("| `"));
  const header = text.split("\n").find((line) => /^\|\s*permission\s*\|/.test(line))!;
  const columns = header
    .split("|")
    .slice(2, -1)
    .map((cell) => cell.trim());
  return new Map(
    lines.map((line) => {
      const [permission, ...cells] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [permission!.replaceAll("`", ""), Object.fromEntries(columns.map((role, i) => [role, cells[i]!]))];
    }),
  );
}

describe("docs/operators/roles.md", () => {
  it("states every staff role's grants exactly as app/lib/permissions.ts holds them", () => {
    const documented = documentedGrants();
    for (const action of actions) {
      for (const entity of entities) {
        const row = documented.get(`${action}:${entity}`);
        for (const role of staffRoles) {
          const reach = accessTo(permissionsOf(role), action, entity) ?? "—";
          expect(row?.[role] ?? "—", `${role} ${action}:${entity}`).toBe(reach);
        }
      }
    }
  });
});
