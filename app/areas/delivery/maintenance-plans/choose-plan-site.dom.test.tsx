import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ChoosePlanSite } from "./choose-plan-site.tsx";

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const LINE_ID = "5a0c7e1d-3b2f-4c61-8d9e-0f1a2b3c4d5e";
const SITE_ID = "6b1d8f2e-4c3a-4d72-9eaf-1a2b3c4d5e6f";
const purchase = { id: LINE_ID, orderNumber: "SO-7KQ2M9", planName: "Annual solar check-up", orderedOn: "2026-11-27" };
const SITE_LABEL = "Site for your Annual solar check-up (order SO-7KQ2M9)";

describe("choosing the site for a plan bought in the shop", () => {
  it("sends the chosen site, or a new site's address once its fields are filled", async () => {
    const sent = answerFetch({ status: 201, body: { id: "plan", visits: [{ dueOn: "2027-01-04" }] } });
    renderInPage(
      <ChoosePlanSite purchases={[purchase]} sites={[{ id: SITE_ID, address: "12 Marina Way, Redding" }]} />,
    );
    expect(screen.getByRole("heading", { name: "Choose the site for your maintenance plan" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use this site" }));
    expect(fieldError(SITE_LABEL)).toBe("Please choose one of your sites or enter the new site's address");
    expect(sent).toHaveLength(0);

    await user.selectOptions(field(SITE_LABEL), "new");
    await user.click(screen.getByRole("button", { name: "Use this site" }));
    expect(fieldError("Street address")).toBe("Please enter the street address");
    await user.type(field("Street address"), "18 Bechelli Ln");
    await user.type(field("City"), "Redding");
    await user.type(field("ZIP code"), "96002");
    await user.click(screen.getByRole("button", { name: "Use this site" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/account/plan-purchases/${LINE_ID}/site`,
      body: { address: { line1: "18 Bechelli Ln", city: "Redding", state: "CA", postalCode: "96002" } },
    });
  });

  it("shows the server's refusal under the site it names and keeps the choice", async () => {
    answerFetch({
      status: 400,
      body: { message: "Please choose one of your sites", errors: { siteId: "Please choose one of your sites" } },
    });
    renderInPage(
      <ChoosePlanSite purchases={[purchase]} sites={[{ id: SITE_ID, address: "12 Marina Way, Redding" }]} />,
    );
    await user.selectOptions(field(SITE_LABEL), SITE_ID);
    await user.click(screen.getByRole("button", { name: "Use this site" }));
    await waitFor(() => expect(fieldError(SITE_LABEL)).toBe("Please choose one of your sites"));
    expect((field(SITE_LABEL) as HTMLSelectElement).value).toBe(SITE_ID);
  });
});
