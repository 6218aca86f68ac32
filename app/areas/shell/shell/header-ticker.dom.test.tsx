import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { HeaderTicker } from "./header-ticker.tsx";

describe("the header's ticker", () => {
  it("links the phone and e-mail, and shows the address and the badges", () => {
    renderInPage(<HeaderTicker />);
    const ticker = screen.getByRole("list", { name: "Contact details" });
    expect(within(ticker).getByRole("link", { name: "(530) 555-0142" }).getAttribute("href")).toBe("tel:+15305550142");
    expect(within(ticker).getByRole("link", { name: "info@shastasunsolar.example" }).getAttribute("href")).toBe(
      "mailto:info@shastasunsolar.example",
    );
    for (const text of [
      "1234 Example Avenue, Suite 100, Redding, CA 96001",
      "Licensed & Insured",
      "25+ Years Experience",
      "Solar Excellence Since 2004",
    ]) {
      expect(ticker.textContent).toContain(text);
    }
  });
});
