import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data, useActionData } from "react-router";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { fieldError } from "#tests/support/dom.tsx";
import { PlanVisitLinkPage } from "./plan-visit-link-page.tsx";
import type { PlanVisitLinkResult, PlanVisitLinkView } from "./plan-visit-link-view.ts";

const user = userEvent.setup();
const TAKEN = "That time was just taken. Please pick another.";

const view: PlanVisitLinkView = {
  state: "due",
  planName: "Marina care plan",
  title: "Corrosion inspection",
  dueOn: "2026-12-15",
  site: "9 Quay Street, Redding",
  bookedFor: null,
  starts: ["2026-12-14T09:00:00.000-08:00", "2026-12-14T13:00:00.000-08:00", "2026-12-15T09:00:00.000-08:00"],
};

/** The page at its link, its form's post answered by `answer` (the route's action), what it posted kept. */
function renderPage(answer: (startsAt: string) => PlanVisitLinkResult, shown: PlanVisitLinkView = view) {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/plan-visit/:token",
      Component: () => <PlanVisitLinkPage view={shown} result={useActionData() as PlanVisitLinkResult | undefined} />,
      action: async ({ request }) => {
        const startsAt = String((await request.formData()).get("startsAt"));
        posted.push(startsAt);
        return data(answer(startsAt), { status: 409 });
      },
    },
  ]);
  render(<Stub initialEntries={["/plan-visit/token"]} />);
  return posted;
}

describe("the plan visit's booking page", () => {
  it("lists the free times by day and posts the one chosen", async () => {
    const posted = renderPage((startsAt) => ({ message: TAKEN, errors: { startsAt: TAKEN }, startsAt }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Book your corrosion inspection");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    await user.click(screen.getByRole("radio", { name: /^1:00\sPM/ }));
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    await waitFor(() => expect(posted).toEqual(["2026-12-14T13:00:00.000-08:00"]));
  });

  it("shows a taken time's refusal under the times, with the choice kept", async () => {
    renderPage((startsAt) => ({ message: TAKEN, errors: { startsAt: TAKEN }, startsAt }));
    await user.click(screen.getByRole("radio", { name: /^1:00\sPM/ }));
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    await waitFor(() => expect(fieldError("Choose a time")).toBe(TAKEN));
    expect((screen.getByRole("radio", { name: /^1:00\sPM/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("says a booked visit's time and how to reach the office, with nothing to choose", () => {
    renderPage(() => ({ message: "", startsAt: "" }), {
      ...view,
      state: "booked",
      bookedFor: "2026-12-14T09:00:00.000-08:00",
      starts: [],
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your visit is booked");
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByRole("link", { name: company.phone.display })).toBeTruthy();
    expect(screen.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe("/contact");
  });
});
