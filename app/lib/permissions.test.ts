import { describe, expect, it } from "vitest";
import { can, defaultRolePolicy, permissionsOf, withAction, type Permission } from "./permissions.ts";

describe("can", () => {
  it("allows the same permission, and `any` covers `own` and `assigned`, never the other way", () => {
    expect(can(["read:lead:any"], "read:lead:own")).toBe(true);
    expect(can(["read:project:any"], "read:project:assigned")).toBe(true);
    expect(can(["read:lead:own"], "read:lead:own")).toBe(true);
    expect(can(["read:lead:own"], "read:lead:any")).toBe(false);
    expect(can(["read:project:assigned"], "read:project:own")).toBe(false);
    expect(can(["read:lead:any"], "write:lead:any")).toBe(false);
    expect(can(["read:lead:any"], "read:customer:any")).toBe(false);
    expect(can([], "read:lead:own")).toBe(false);
  });
});

describe("the roles (issue 26 §1)", () => {
  const holds = (role: Parameters<typeof permissionsOf>[0], permission: Permission, policy = defaultRolePolicy) =>
    can(permissionsOf(role, policy), permission);

  it("gives admins everything, staff and settings included", () => {
    expect(holds("admin", "write:staff:any")).toBe(true);
    expect(holds("admin", "write:settings:any")).toBe(true);
    expect(holds("admin", "read:money:any")).toBe(true);
  });

  it("lets the office run the back office, without staff or settings", () => {
    for (const entity of ["lead", "customer", "appointment", "project", "order", "inventory"] as const) {
      expect(holds("office", `write:${entity}:any`)).toBe(true);
      expect(holds("office", `export:${entity}:any`)).toBe(true);
    }
    expect(holds("office", "read:money:any")).toBe(true);
    expect(holds("office", "read:staff:any")).toBe(false);
    expect(holds("office", "write:settings:any")).toBe(false);
  });

  it("keeps sales to leads (their own and unassigned, or any by the setting), with amounts unless the setting hides them", () => {
    expect(holds("sales", "write:lead:own")).toBe(true);
    expect(holds("sales", "read:lead:any")).toBe(false);
    expect(holds("sales", "read:lead:any", { ...defaultRolePolicy, salesLeadAccess: "any" })).toBe(true);
    expect(holds("sales", "read:money:any")).toBe(true);
    expect(holds("sales", "read:money:any", { ...defaultRolePolicy, salesSeesAmounts: false })).toBe(false);
    expect(holds("sales", "write:inventory:any")).toBe(false);
    expect(holds("sales", "write:order:any")).toBe(false);
    expect(holds("sales", "write:staff:any")).toBe(false);
  });

  it("keeps technicians to the projects and visits assigned to them: no exports, no customer lists, no amounts", () => {
    expect(holds("technician", "write:project:assigned")).toBe(true);
    expect(holds("technician", "read:project:any")).toBe(false);
    expect(holds("technician", "write:appointment:assigned")).toBe(true);
    expect(holds("technician", "read:appointment:any")).toBe(false);
    expect(holds("technician", "export:appointment:assigned")).toBe(false);
    expect(holds("technician", "export:project:assigned")).toBe(false);
    expect(holds("technician", "read:customer:own")).toBe(false);
    expect(holds("technician", "read:money:any")).toBe(false);
  });

  it("lets technicians read the sites they work at and sales the sites of their customers, neither changing one", () => {
    expect(holds("technician", "read:site:assigned")).toBe(true);
    expect(holds("technician", "read:site:any")).toBe(false);
    expect(holds("technician", "write:site:assigned")).toBe(false);
    expect(holds("sales", "read:site:own")).toBe(true);
    expect(holds("sales", "read:site:any")).toBe(false);
    expect(holds("sales", "read:site:any", { ...defaultRolePolicy, salesLeadAccess: "any" })).toBe(true);
    expect(holds("sales", "write:site:own")).toBe(false);
    expect(holds("office", "export:site:any")).toBe(true);
  });

  it("gives clients no back-office permission at all", () => {
    expect(permissionsOf("client")).toEqual([]);
  });
});

describe("withAction", () => {
  it("keeps the entity and the reach", () => {
    expect(withAction("read:lead:own", "export")).toBe("export:lead:own");
  });
});
