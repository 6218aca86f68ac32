import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { loadShellData } from "./shell-data.server.ts";

const user = userEvent.setup();

/** SPEC §2: the Services and Company entries, in order. */
const services: Array<[string, string]> = [
  ["Residential Solar", "/services/residential-solar"],
  ["Commercial Solar", "/services/commercial-solar"],
  ["Hybrid Solar", "/services/hybrid-solar"],
  ["Battery Storage", "/services/battery-storage"],
  ["Maintenance", "/services/maintenance"],
  ["Repairs", "/services/repairs"],
  ["Energy Conservation", "/services/energy-conservation"],
  ["Lithium Battery", "/services/lithium-battery"],
];
const company: Array<[string, string]> = [
  ["About Us", "/about"],
  ["Portfolio", "/portfolio"],
  ["Technology", "/resources/technology"],
  ["Our Team", "/team"],
  ["Contact", "/contact"],
];

function renderNav() {
  renderInPage(<DesktopNav serviceLinks={loadShellData().serviceLinks} />, {
    otherPages: ["/services/battery-storage", "/portfolio"],
  });
  return screen.getByRole("navigation", { name: "Main" });
}

const trigger = (name: "Services" | "Company") => screen.getByRole("button", { name });
const menuEntries = () =>
  within(screen.getByRole("menu"))
    .getAllByRole("menuitem")
    .map((item) => [item.textContent, item.getAttribute("href")]);

describe("the desktop header's navigation", () => {
  it("has the plain links, and dropdowns listing the SPEC routes in order", async () => {
    const nav = renderNav();
    expect(within(nav).getByRole("link", { name: "Products" }).getAttribute("href")).toBe("/shop/products");
    expect(within(nav).getByRole("link", { name: "Comparison" }).getAttribute("href")).toBe("/comparison");
    await user.click(trigger("Services"));
    expect(menuEntries()).toEqual(services);
    await user.click(trigger("Company"));
    expect(menuEntries()).toEqual(company);
  });

  it("opens one dropdown at a time", async () => {
    renderNav();
    await user.click(trigger("Services"));
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("true");
    await user.click(trigger("Company"));
    expect(trigger("Company").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
    expect(screen.getAllByRole("menu")).toHaveLength(1);
    screen.getByRole("menuitem", { name: "About Us" });
    expect(screen.queryByRole("menuitem", { name: "Residential Solar" })).toBeNull();
  });

  it("closes the dropdown on a press outside it", async () => {
    renderNav();
    await user.click(trigger("Company"));
    await user.click(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger("Company").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the dropdown on Escape and returns focus to its button", async () => {
    renderNav();
    await user.click(trigger("Services"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger("Services"));
  });

  it("goes to the chosen page and closes the dropdown", async () => {
    renderNav();
    await user.click(trigger("Services"));
    await user.click(screen.getByRole("menuitem", { name: "Battery Storage" }));
    await screen.findByRole("heading", { name: "/services/battery-storage" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
  });

  it("works from the keyboard: Enter opens on the first item, arrows move, Enter follows", async () => {
    renderNav();
    trigger("Company").focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "About Us" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Portfolio" }));
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "/portfolio" });
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
