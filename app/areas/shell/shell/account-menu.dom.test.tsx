import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/http/access.ts";
import { renderInPage } from "#tests/support/dom.tsx";
import { AccountMenu } from "./account-menu.tsx";

const user = userEvent.setup();

const entries = () =>
  within(screen.getByRole("menu"))
    .getAllByRole("menuitem")
    .map((item) => [item.textContent, item.getAttribute("href")]);

describe("the desktop header's account entry", () => {
  it("is a Sign in link for a visitor", () => {
    renderInPage(<AccountMenu user={null} />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
  });

  it("is a menu under a client's first name with Dashboard and Sign out", async () => {
    renderInPage(<AccountMenu user={{ id: "u1", firstName: "Riley", userType: "client" } as SessionUser} />);
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Riley" }));
    expect(entries()).toEqual([
      ["Dashboard", "/client-dashboard"],
      ["Sign out", null],
    ]);
  });

  it("leads an administrator to the back office too", async () => {
    renderInPage(<AccountMenu user={{ id: "a1", firstName: "Avery", userType: "admin" } as SessionUser} />, {
      otherPages: ["/admin-crm"],
      backOffice: "/admin-crm",
    });
    await user.click(screen.getByRole("button", { name: "Avery" }));
    expect(entries()).toEqual([
      ["Dashboard", "/client-dashboard"],
      ["Back office", "/admin-crm"],
      ["Sign out", null],
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Back office" }));
    await screen.findByRole("heading", { name: "/admin-crm" });
  });
});
