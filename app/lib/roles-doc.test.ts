import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  accessTo,
  actions,
  defaultRolePolicy,
  entities,
  permissionsOf,
  staffRoles,
  type RolePolicy,
} from "./permissions.ts";

const rolesDoc = () => readFileSync(new URL("../../docs/operators/roles.md", import.meta.url), "utf8");

/** The grants table of roles.md: `action:entity` → the reach each role's column states. */
function documentedGrants(): Map<string, Record<string, string>> {
  const text = rolesDoc();
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

  /** The entities whose sales reach a setting changes, as the code holds it. */
  const changedBy = (policy: Partial<RolePolicy>) =>
    entities.filter((entity) =>
      actions.some(
        (action) =>
          accessTo(permissionsOf("sales"), action, entity) !==
          accessTo(permissionsOf("sales", { ...defaultRolePolicy, ...policy }), action, entity),
      ),
    );
  /** The entities a setting's line names after "for:", e.g. "reads `any` for: leads, customers." */
  const namedBy = (setting: string) => {
    const line = rolesDoc()
      .split("\n- ")
      .find((item) => item.startsWith(`\`${setting}=`))!;
    return /for: ([^.]+)\./
      .exec(line.replaceAll("\n", " "))![1]!
      .split(",")
      .map((word) => word.trim().replace(/s$/, ""));
  };

  it("names what each sales setting changes, as the grant table in the code changes it", () => {
    expect(namedBy("SALES_LEAD_ACCESS")).toEqual(changedBy({ salesLeadAccess: "any" }));
    expect(namedBy("SALES_SEES_AMOUNTS")).toEqual(changedBy({ salesSeesAmounts: false }));
  });
});
