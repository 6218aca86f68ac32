import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
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
  customerName: "Ruth Alvarez",
  email: "ruth@example.com",
  phone: "530-555-0122",
  address: "31 Bluff Dr, Redding, CA",
  notes: null,
  cancelReason: null,
  leadId: "0b5e3f57-3f0e-4a43-8f55-6c1c1f2d7a01",
};

const render = (panel: AppointmentPanelData) => {
  const router = createMemoryRouter([{ path: "/", element: <AppointmentPanel panel={panel} /> }]);
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
});
