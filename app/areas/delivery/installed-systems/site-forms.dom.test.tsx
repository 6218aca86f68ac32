import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { CorrectSiteForm } from "./site-forms.tsx";
import type { SiteView } from "./sites.server.ts";

const user = userEvent.setup();
const SITE_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
const site: SiteView = {
  id: SITE_ID,
  customerId: "9d1f6c3e-0000-4000-8000-000000000001",
  customerName: "Shasta Orchards",
  address: { line1: "12 Orchard Rd", line2: null, city: "Anderson", state: "CA", postalCode: "96007" },
  utility: null,
  accessNotes: null,
  contacts: [{ name: "Sam Carter", role: "Ranch manager", phone: "530-555-0101" }],
  systems: [],
};
afterEach(() => vi.unstubAllGlobals());

describe("the contacts at a site", () => {
  it("are edited, added and removed in place and sent as the whole list", async () => {
    const sent = answerFetch({ status: 200, body: { id: SITE_ID } });
    renderInPage(<CorrectSiteForm site={site} />);
    const phone = field("Phone");
    await user.clear(phone);
    await user.type(phone, "530-555-0199");
    await user.click(screen.getByRole("button", { name: "Add a contact" }));
    await user.click(screen.getByRole("button", { name: "Save site" }));
    await waitFor(() =>
      expect(fieldError("Name", screen.getByRole("group", { name: "Contact 2" }))).toBe(
        "Please enter the contact's name",
      ),
    );
    expect(sent).toHaveLength(0);

    const second = screen.getByRole("group", { name: "Contact 2" });
    await user.type(field("Name", second), "Dana Ruiz");
    await user.type(field("E-mail", second), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Save site" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      contacts: [
        { name: "Sam Carter", role: "Ranch manager", phone: "530-555-0199" },
        { name: "Dana Ruiz", email: "dana@example.com" },
      ],
    });

    await user.click(screen.getByRole("button", { name: "Remove contact 1" }));
    await user.click(screen.getByRole("button", { name: "Save site" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ contacts: [{ name: "Dana Ruiz", email: "dana@example.com" }] });
  }, 20_000);
});
