import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { permissionsOf, type Role } from "#app/lib/permissions.ts";
import { AppointmentPanel } from "./appointment-panel.tsx";
import type { AppointmentPanelData } from "./appointment-panel.server.ts";

const appointment: AppointmentPanelData["appointment"] = {
  id: "8d0c7d2e-51a4-4c1e-9d6b-1f1f3c2a9b10",
  reference: "AP-7Q2K",
  type: "maintenance",
  status: "booked",
  startsAt: new Date("2026-12-08T17:00:00Z"),
  endsAt: new Date("2026-12-08T18:00:00Z"),
  crew: 1,
  technicianId: null,
  technicianName: null,
  customerName: "Ruth Alvarez",
  email: "ruth@example.com",
  phone: "530-555-0122",
  address: "31 Bluff Dr, Redding, CA",
  notes: null,
  cancelReason: null,
  leadId: "0b5e3f57-3f0e-4a43-8f55-6c1c1f2d7a01",
};

const technicians = [{ id: "5b7f6a9e-2f43-4d1a-9c3e-8e2d4f1a6b20", name: "Tomas Reyes" }];

/** The panel as a signed-in member of `role` sees it (the root loader's permissions decide what it offers). */
const render = (panel: AppointmentPanelData, role: Role = "office") => {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <AppointmentPanel panel={panel} technicians={technicians} /> }],
    { hydrationData: { loaderData: { root: { permissions: permissionsOf(role) } } } },
  );
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
};

describe("AppointmentPanel", () => {
  it("asks a booked appointment's cancellation for a required one-line reason that the customer reads", () => {
    const html = render({ appointment, move: null });
    expect(html).toMatch(/<summary[^>]*>Cancel appointment<span class="sr-only"> AP-7Q2K<\/span><\/summary>/);
    expect(html).toContain("Cancel AP-7Q2K?");
    expect(html).toContain('<input type="hidden" name="intent" value="cancel"/>');
    expect(html).toMatch(/<input maxLength="200"[^>]*aria-required="true" name="cancelReason"\/>/);
    expect(html).toContain("The customer reads it in the cancellation mail; one line, at most 200 characters.");
    expect(html).not.toContain("Reason for cancelling</dt>");
  });

  it("shows a cancelled appointment's reason, and no way to cancel it again", () => {
    const html = render({
      appointment: { ...appointment, status: "cancelled", cancelReason: "Our crew is needed at a storm repair" },
      move: null,
    });
    expect(html).toMatch(/<dt[^>]*>Reason for cancelling<\/dt><dd[^>]*>Our crew is needed at a storm repair<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Status<\/dt><dd>Cancelled<\/dd>/);
    expect(html).not.toContain('name="cancelReason"');
  });

  it("lets the office choose who makes the visit, and names nobody until someone is chosen", () => {
    const html = render({ appointment, move: null });
    expect(html).toMatch(/<dt[^>]*>Technician<\/dt><dd>Nobody<\/dd>/);
    expect(html).toContain('<input type="hidden" name="intent" value="assign-technician"/>');
    expect(html).toMatch(/<option value="5b7f6a9e-2f43-4d1a-9c3e-8e2d4f1a6b20">Tomas Reyes<\/option>/);
  });

  it("gives the technician on the visit Done and No-show only: no cancelling, no reassigning, no lead page", () => {
    const html = render(
      { appointment: { ...appointment, technicianId: technicians[0]!.id, technicianName: "Tomas Reyes" }, move: null },
      "technician",
    );
    expect(html).toMatch(/<dt[^>]*>Technician<\/dt><dd>Tomas Reyes<\/dd>/);
    expect(html).toContain('name="intent" value="done"');
    expect(html).toContain('name="intent" value="no-show"');
    expect(html).not.toContain("Cancel appointment");
    expect(html).not.toContain('value="assign-technician"');
    expect(html).not.toContain("/admin-crm/leads/");
    expect(html).toContain("Ruth Alvarez");
  });
});
