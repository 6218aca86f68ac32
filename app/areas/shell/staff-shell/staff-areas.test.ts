import { describe, expect, it } from "vitest";
import { currentStaffArea } from "./staff-areas.ts";

describe("currentStaffArea", () => {
  it.each([
    ["/admin-crm", "Leads"],
    ["/admin-crm/leads/0b6f1e56-0000-4000-8000-000000000000", "Leads"],
    ["/admin-crm/projects", "Projects"],
    ["/admin-crm/projects/0b6f1e56-0000-4000-8000-000000000000", "Projects"],
    ["/admin-crm/subscribers", "Subscribers"],
    ["/admin-crm/outbox", "Mail outbox"],
    ["/admin", "Users"],
    ["/admin-dashboard", "Users"],
    ["/admin/errors", "Error reports"],
    ["/admin/vitals", "Web vitals"],
  ])("places %s in %s", (pathname, label) => {
    expect(currentStaffArea(pathname)?.label).toBe(label);
  });

  it("places a staff page of no listed area in none, and never matches half a segment", () => {
    expect(currentStaffArea("/platform/crm")).toBeUndefined();
    expect(currentStaffArea("/admin-crmx")).toBeUndefined();
  });
});
