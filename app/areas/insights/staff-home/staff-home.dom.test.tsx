import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import type { HomeCard } from "./home-card.ts";
import { StaffHome } from "./staff-home.tsx";

const user = userEvent.setup();

const leadCards: HomeCard[] = [
  { id: "new-leads", label: "New leads", group: "Sales", count: 4, to: "/admin-crm?status=new" },
  {
    id: "leads-overdue",
    label: "Leads overdue for first contact",
    group: "Sales",
    count: 1,
    to: "/admin-crm?sla=overdue",
  },
];
const storeCard: HomeCard = {
  id: "low-stock",
  label: "Products low on stock",
  group: "Store",
  count: 0,
  to: "/platform/inventory?state=low",
};

describe("StaffHome", () => {
  it("shows each card's count as a link to its filtered list, under its group", async () => {
    renderInPage(<StaffHome cards={[...leadCards, storeCard]} />, {
      otherPages: ["/admin-crm", "/platform/inventory"],
    });
    const sales = screen.getByRole("region", { name: "Sales" });
    const links = within(sales).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["New leads4", "/admin-crm?status=new"],
      ["Leads overdue for first contact1", "/admin-crm?sla=overdue"],
    ]);
    const store = screen.getByRole("region", { name: "Store" });
    expect(within(store).getByRole("link", { name: /Products low on stock/ }).textContent).toBe(
      "Products low on stock0",
    );
    await user.click(within(sales).getByRole("link", { name: /New leads/ }));
    expect((await screen.findByRole("heading", { name: "/admin-crm" })).textContent).toBe("/admin-crm");
  });

  it("shows no group a role opens no list of (a sales rep: leads only)", () => {
    renderInPage(<StaffHome cards={leadCards} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Sales"]);
    expect(screen.queryByRole("region", { name: "Store" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Projects and service" })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("says so when the role has no card", () => {
    renderInPage(<StaffHome cards={[]} />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText(/Nothing here counts work for your role/).tagName).toBe("P");
  });
});
