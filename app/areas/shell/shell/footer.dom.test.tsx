import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answerFetch, renderInPage } from "#tests/support/dom.tsx";
import { SiteFooter } from "./footer.tsx";
import { loadShellData } from "./shell-data.server.ts";

const user = userEvent.setup();

function renderFooter() {
  renderInPage(<SiteFooter serviceLinks={loadShellData().serviceLinks} />, { otherPages: ["/admin-crm"] });
  return screen.getByRole("contentinfo");
}

const hrefOf = (link: HTMLElement) => link.getAttribute("href");

describe("the site footer", () => {
  it("shows the company's blurb, social links, services, areas, contact details, hours and copyright", () => {
    const footer = renderFooter();
    expect(footer.textContent).toContain("A Redding company that designs, installs, repairs and maintains solar");

    const social = within(within(footer).getByRole("list", { name: "Social media" })).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
      "YouTube (opens in a new tab)",
    ]);
    for (const link of social) expect(hrefOf(link)).toMatch(/^https:\/\//);

    const services = within(within(footer).getByRole("region", { name: "Services" })).getAllByRole("link");
    expect(services).toHaveLength(8);
    expect(hrefOf(services[0]!)).toBe("/services/residential-solar");

    const areas = within(footer).getByRole("region", { name: "Service Areas" });
    for (const town of ["Redding", "Anderson", "Shasta Lake", "Red Bluff", "Weaverville"]) {
      within(areas).getByText(town, { exact: true });
    }

    const contact = within(footer).getByRole("region", { name: "Contact" });
    expect(hrefOf(within(contact).getByRole("link", { name: "(530) 555-0142" }))).toBe("tel:+15305550142");
    // The address is split by <wbr> line-break points, so it is found by its text rather than its computed name.
    const mail = within(contact)
      .getAllByRole("link")
      .find((link) => link.textContent === "info@shastasunsolar.example");
    expect(hrefOf(mail!)).toBe("mailto:info@shastasunsolar.example");
    for (const line of ["Mon-Fri 8AM-6PM", "Sat 9AM-4PM", "Emergency 24/7"]) {
      within(contact).getByText(line, { exact: true });
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Shasta Sun Solar, Inc. All rights reserved.`);
  });

  it("links the legal pages", () => {
    const legal = within(renderFooter()).getByRole("navigation", { name: "Legal" });
    const links = within(legal).getAllByRole("link");
    expect(links.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Accessibility", "/accessibility"],
    ]);
  });
});

describe("the footer's admin code dialog", () => {
  async function openDialog() {
    renderFooter();
    await user.click(screen.getByRole("button", { name: "Admin" }));
    return screen.findByRole("dialog", { name: "Admin Access" });
  }

  it("takes at most 4 characters, hidden, and says 'Invalid admin code' when Enter sends a wrong one", async () => {
    const sent = answerFetch({ status: 401, body: { message: "Invalid admin code" } });
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const input = within(await openDialog()).getByLabelText("Admin code");
    expect(input).toHaveProperty("type", "password");
    expect(input.getAttribute("maxlength")).toBe("4");
    await user.type(input, "1234{Enter}");
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Invalid admin code"));
    expect(sent).toEqual([{ url: "/api/admin/access-code", body: { code: "1234" } }]);
  });

  it("the Access Dashboard button sends the code too, and a verified code goes to /admin-crm", async () => {
    const sent = answerFetch({ status: 200, body: { ok: true } });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText("Admin code"), "A1b2");
    await user.click(within(dialog).getByRole("button", { name: "Access Dashboard" }));
    await screen.findByRole("heading", { name: "/admin-crm" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([{ url: "/api/admin/access-code", body: { code: "A1b2" } }]);
  });

  it("an empty code sends nothing and the dialog stays", async () => {
    const sent = answerFetch({ status: 200, body: { ok: true } });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText("Admin code"), "{Enter}");
    expect(sent).toEqual([]);
    screen.getByRole("dialog", { name: "Admin Access" });
  });
});
