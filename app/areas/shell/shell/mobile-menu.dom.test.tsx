import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "#server/http/access.ts";
import { answerFetch, expectToast, renderInPage } from "#tests/support/dom.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { loadShellData } from "./shell-data.server.ts";

const user = userEvent.setup();
const client = { id: "u1", firstName: "Quinn", userType: "client" } as SessionUser;

const toggle = () => screen.getByRole("button", { name: "Menu" });
const pageLocked = () => document.documentElement.classList.contains("scroll-locked");

async function openMenu(signedIn: SessionUser | null = null) {
  renderInPage(<MobileMenu serviceLinks={loadShellData().serviceLinks} user={signedIn} />, {
    otherPages: ["/team", "/auth"],
  });
  await user.click(toggle());
  return screen.findByRole("navigation", { name: "Mobile" });
}

// The panel is its own chunk, loaded when the menu first opens: transforming it (and what it imports) can take longer
// than a query's second on a busy machine, which is the loading and not the menu's behaviour under test.
beforeAll(() => import("./mobile-menu-panel.tsx"), 60_000);

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});

describe("the mobile menu", () => {
  it("opens from the toggle and locks the page; the toggle, the backdrop and Escape close it and unlock it", async () => {
    await openMenu();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(pageLocked()).toBe(true);
    await user.click(toggle());
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(pageLocked()).toBe(false);

    await user.click(toggle());
    await user.click(await screen.findByTestId("mobile-menu-backdrop"));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(toggle());
    await screen.findByRole("navigation", { name: "Mobile" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(pageLocked()).toBe(false);
  });

  it("has Services, Company and Access Portals as collapsible groups of the SPEC links", async () => {
    const menu = await openMenu();
    const groups: Array<[string, Array<[string, string]>]> = [
      [
        "Services",
        [
          ["Residential Solar", "/services/residential-solar"],
          ["Commercial Solar", "/services/commercial-solar"],
          ["Hybrid Solar", "/services/hybrid-solar"],
          ["Battery Storage", "/services/battery-storage"],
          ["Maintenance", "/services/maintenance"],
          ["Repairs", "/services/repairs"],
          ["Energy Conservation", "/services/energy-conservation"],
          ["Lithium Battery", "/services/lithium-battery"],
        ],
      ],
      [
        "Company",
        [
          ["About Us", "/about"],
          ["Portfolio", "/portfolio"],
          ["Technology", "/resources/technology"],
          ["Our Team", "/team"],
          ["Contact", "/contact"],
        ],
      ],
      [
        "Access Portals",
        [
          ["Client Dashboard", "/client-dashboard"],
          ["Admin Dashboard", "/admin-dashboard"],
          ["CRM", "/crm"],
        ],
      ],
    ];
    for (const [name, links] of groups) {
      const button = within(menu).getByRole("button", { name });
      const list = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(list.hidden).toBe(true);
      await user.click(button);
      expect(button.getAttribute("aria-expanded")).toBe("true");
      expect(list.hidden).toBe(false);
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(links);
      await user.click(button);
      expect(list.hidden).toBe(true);
    }
  });

  it("closes and unlocks the page when a page is chosen", async () => {
    const menu = await openMenu();
    await user.click(within(menu).getByRole("button", { name: "Company" }));
    await user.click(within(menu).getByRole("link", { name: "Our Team" }));
    await screen.findByRole("heading", { name: "/team" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(pageLocked()).toBe(false);
  });

  it("switches light and dark, remembers the choice, and follows the system under System", async () => {
    const systemDark = vi.fn(() => true);
    vi.stubGlobal("matchMedia", (query: string) => ({
      get matches() {
        return query === "(prefers-color-scheme: dark)" ? systemDark() : false;
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const menu = await openMenu();
    const choose = async (name: "Light" | "Dark" | "System") => {
      await user.click(within(menu).getByText(name));
      expect(within(menu).getByRole("radio", { name })).toHaveProperty("checked", true);
    };
    await choose("Dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    await choose("Light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
    await choose("System");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("system");
  });

  it("offers Sign in to a visitor", async () => {
    const account = within(await openMenu()).getByRole("list", { name: "Account" });
    expect(
      within(account)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Sign in", "/auth"]]);
  });

  it("offers Dashboard and Sign out to a signed-in client; Sign out closes the menu, signs out and goes to /auth", async () => {
    const sent = answerFetch({ status: 204 });
    const account = within(await openMenu(client)).getByRole("list", { name: "Account" });
    expect(
      within(account)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Dashboard", "/client-dashboard"]]);
    await user.click(within(account).getByRole("button", { name: "Sign out" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    await expectToast("Logged Out", "You have been signed out.");
    await screen.findByRole("heading", { name: "/auth" });
    expect(sent.map((request) => request.url)).toEqual(["/api/logout"]);
  });
});
