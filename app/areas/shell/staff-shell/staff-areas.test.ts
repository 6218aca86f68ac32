import { describe, expect, it } from "vitest";
import { permissionsOf } from "#app/lib/permissions.ts";
import { pageTable } from "#app/route-table.ts";
import { currentStaffArea, staffAreas, staffHome, staffMenu } from "./staff-areas.ts";

describe("currentStaffArea", () => {
  it.each([
    ["/admin-crm", "Leads"],
    ["/admin-crm/leads/0b6f1e56-0000-4000-8000-000000000000", "Leads"],
    ["/platform/crm/customers", "Customers"],
    ["/platform/crm/customers/0b6f1e56-0000-4000-8000-000000000000", "Customers"],
    ["/admin-crm/projects", "Projects"],
    ["/admin-crm/projects/0b6f1e56-0000-4000-8000-000000000000", "Projects"],
    ["/admin-crm/subscribers", "Subscribers"],
    ["/admin-crm/outbox", "Mail outbox"],
    ["/admin/users", "User accounts"],
    ["/admin/errors", "Error reports"],
    ["/admin/vitals", "Web vitals"],
    ["/admin-crm/audit", "Audit trail"],
    ["/platform/crm", "Pipeline board"],
    ["/platform/crm/tasks", "My tasks"],
    ["/enterprise-carm/tickets", "Service tickets"],
    ["/enterprise-carm/tickets/0b6f1e56-0000-4000-8000-000000000000", "Service tickets"],
    ["/platform/analytics", "Analytics"],
  ])("places %s in %s", (pathname, label) => {
    expect(currentStaffArea(pathname)?.label).toBe(label);
  });

  it("places a path of no listed area in none, and never matches half a segment", () => {
    expect(currentStaffArea("/platform")).toBeUndefined();
    expect(currentStaffArea("/admin-crmx")).toBeUndefined();
    // The staff home is every role's, reached by the frame's "Today" link, in no group of the menu.
    expect(currentStaffArea("/admin")).toBeUndefined();
  });
});

describe("staffMenu", () => {
  const labels = (role: Parameters<typeof permissionsOf>[0]) =>
    staffMenu(permissionsOf(role)).map(({ group, entries }) => [group, entries.map((entry) => entry.label)]);

  it("shows each role only what it may open, under group headings in order", () => {
    expect(labels("technician")).toEqual([
      ["Projects and service", ["Projects", "Appointments", "My day", "Service tickets", "Documents"]],
    ]);
    expect(labels("sales")).toEqual([
      ["Sales", ["Leads", "Pipeline board", "Customers", "My tasks", "Referrals"]],
      ["Projects and service", ["Documents"]],
    ]);
    expect(labels("office")).toEqual([
      ["Sales", ["Leads", "Pipeline board", "Customers", "My tasks", "Referrals", "Analytics"]],
      [
        "Projects and service",
        [
          "Projects",
          "Appointments",
          "My day",
          "Service accounts",
          "Service tickets",
          "Warranties ending",
          "Claims due",
          "Plan visits due",
          "Documents",
        ],
      ],
      ["Store", ["Inventory", "Orders"]],
      ["Mail", ["Subscribers", "Mail outbox"]],
    ]);
    expect(labels("admin").map(([group]) => group)).toEqual([
      "Sales",
      "Projects and service",
      "Store",
      "Mail",
      "Administration",
    ]);
    expect(labels("client")).toEqual([]);
  });

  it("takes a staff member into the back office at the first page their role opens", () => {
    expect(staffHome(permissionsOf("technician"))).toBe("/admin-crm/projects");
    expect(staffHome(permissionsOf("office"))).toBe("/admin-crm");
    expect(staffHome(permissionsOf("sales"))).toBe("/admin-crm");
  });

  it("asks for the same permission as the page each entry opens", () => {
    for (const entry of staffAreas) {
      const page = pageTable.find((candidate) => candidate.path === entry.to);
      expect(page?.access, entry.to).toBe(entry.permission);
    }
  });
});
