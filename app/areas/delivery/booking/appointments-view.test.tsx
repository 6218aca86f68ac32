import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { permissionsOf, type Role } from "#app/lib/permissions.ts";
import { AppointmentsView, type AppointmentsViewProps } from "./appointments-view.tsx";

const item = {
  id: "8d0c7d2e-51a4-4c1e-9d6b-1f1f3c2a9b10",
  reference: "AP-7Q2K",
  type: "maintenance",
  status: "booked" as const,
  startsAt: new Date("2026-12-08T17:00:00Z"),
  endsAt: new Date("2026-12-08T18:00:00Z"),
  crew: 1,
  technicianName: "Tomas Reyes",
  customerName: "Ruth Alvarez",
  email: "ruth@example.com",
  phone: "530-555-0122",
  address: "31 Bluff Dr, Redding, CA",
  leadId: "0b5e3f57-3f0e-4a43-8f55-6c1c1f2d7a01",
};

const props = (technicians: AppointmentsViewProps["technicians"]): AppointmentsViewProps => ({
  query: { view: "week", show: "list" },
  period: { first: "2026-12-07", last: "2026-12-13" },
  list: {
    items: [item, { ...item, id: "1d2c3b4a-0000-4000-8000-000000000001", technicianName: null }],
    page: 1,
    pageSize: 50,
    total: 2,
  },
  week: null,
  visits: [],
  panel: null,
  technicians,
});

/** The list as a signed-in member of `role` sees it, with the choices of technician their loader gave. */
const render = (
  role: Role,
  technicians: AppointmentsViewProps["technicians"],
  shown: Partial<AppointmentsViewProps> = {},
) => {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <AppointmentsView {...props(technicians)} {...shown} /> }],
    {
      hydrationData: { loaderData: { root: { permissions: permissionsOf(role) } } },
    },
  );
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
};

describe("AppointmentsView", () => {
  it("gives the office the technician on each visit, a Technician filter with Nobody, and the CSV", () => {
    const html = render("office", [{ id: "5b7f6a9e-2f43-4d1a-9c3e-8e2d4f1a6b20", name: "Tomas Reyes" }]);
    expect(html).toMatch(/<td[^>]*>Tomas Reyes<\/td>/);
    expect(html).toMatch(/<td[^>]*>Nobody<\/td>/);
    expect(html).toMatch(/<select[^>]*name="technician"/);
    expect(html).toContain('<option value="none">Nobody</option>');
    expect(html).toContain("Export CSV");
    expect(html).toContain(`href="/admin-crm/leads/${item.leadId}"`);
    expect(html).toContain("Move or cancel");
  });

  it("gives a technician their visits with no filter of technicians, no CSV, no lead pages and no moving", () => {
    const html = render("technician", []);
    expect(html).toMatch(/<td[^>]*>Tomas Reyes<\/td>/);
    expect(html).not.toContain('name="technician"');
    expect(html).not.toContain("Export CSV");
    expect(html).not.toContain("/admin-crm/leads/");
    expect(html).not.toContain("Move or cancel");
    expect(html).toContain('name="intent" value="done"');
  });

  it("draws a crew's service visit in the calendar beside the appointments, as a link to its ticket", () => {
    const day = { date: "2026-12-08", open: [{ opens: 480, closes: 1020 }], closedReason: null };
    const html = render("office", [], {
      query: { view: "day", show: "calendar" },
      period: { first: "2026-12-08", last: "2026-12-08" },
      list: null,
      week: {
        days: [day],
        entries: [
          { ...item, date: "2026-12-08", startMinute: 540, endMinute: 600, status: "booked", type: "maintenance" },
        ],
        blocks: [],
        usualHours: day.open,
        truncated: false,
      },
      visits: [
        {
          id: "7a1b2c3d-0000-4000-8000-000000000002",
          href: "/enterprise-carm/tickets/3c2b1a0f-0000-4000-8000-000000000003",
          label: "Visit SR-0042: Repair, Rosa Ortega, with Sam Carter, Scheduled",
          cancelled: false,
          date: "2026-12-08",
          startMinute: 570,
          endMinute: 690,
        },
      ],
    });
    expect(html).toContain("Appointments and service visits, Tuesday, December 8, 2026 (Pacific time)");
    const link = html.match(
      /<a [^>]*href="\/enterprise-carm\/tickets\/3c2b1a0f-0000-4000-8000-000000000003"[^>]*>/,
    )?.[0];
    expect(link).toContain(
      'aria-label="9:30 AM Visit SR-0042: Repair, Rosa Ortega, with Sam Carter, Scheduled, Tuesday, December 8, 2026 until 11:30 AM"',
    );
    // Overlapping the 9:00 appointment, the visit takes the second lane.
    expect(link).toContain("left:50%;width:50%");
  });
});
