import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ConnectorForm } from "./connector-form.tsx";
import type { ConnectorView } from "./connector-writes.server.ts";

const user = userEvent.setup();
const SYSTEM_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
afterEach(() => vi.unstubAllGlobals());

const failing: ConnectorView = {
  provider: "solaredge",
  providerSiteId: "2002",
  enabled: true,
  status: "failing",
  fetchedThrough: "2026-10-19",
  lastFetchedAt: "2026-10-20T19:00:00.000Z",
  nextAttemptAt: null,
  lastError: "SolarEdge answered 410 Gone: that API version is retired.",
  credentialsSet: { apiKey: true, accountApiKey: true },
  credentialsReadable: true,
};

describe("a system's monitoring connector", () => {
  it("shows its state and error, and each credential as set without its value", () => {
    renderInPage(<ConnectorForm systemId={SYSTEM_ID} connector={failing} />);
    expect(screen.getByText("Failing: needs the office (see the error)")).toBeTruthy();
    expect(screen.getByText("SolarEdge answered 410 Gone: that API version is retired.")).toBeTruthy();
    expect(screen.getByText("October 19, 2026")).toBeTruthy();
    expect(field("API key")).toHaveProperty("value", "");
    expect(screen.getAllByText("Set. Leave blank to keep it.")).toHaveLength(2);
    expect(field("The portal's id for this system")).toHaveProperty("value", "2002");
  });

  it("asks for the other portal's credentials when the portal changes, and shows refusals under them", async () => {
    const sent = answerFetch({
      status: 400,
      body: {
        message: "Enter the portal's credentials",
        errors: { clientSecret: "Enter the application's client secret" },
      },
    });
    renderInPage(<ConnectorForm systemId={SYSTEM_ID} connector={failing} />);
    await user.selectOptions(field("Monitoring portal"), "enphase");
    expect(screen.getAllByText("Not set.")).toHaveLength(4);
    await user.clear(field("The portal's id for this system"));
    await user.type(field("The portal's id for this system"), "1001");
    await user.type(field("Client id"), "client-1");
    await user.click(screen.getByRole("button", { name: "Save connector" }));
    await waitFor(() => expect(fieldError("Client secret")).toBe("Enter the application's client secret"));
    expect(sent[0]).toMatchObject({
      url: `/api/service/systems/${SYSTEM_ID}/monitoring-connector`,
      body: { provider: "enphase", providerSiteId: "1001", enabled: true, clientId: "client-1" },
    });
    expect(field("Client id")).toHaveProperty("value", "client-1");
  });

  it("is off when first set", () => {
    renderInPage(<ConnectorForm systemId={SYSTEM_ID} connector={null} />);
    expect(screen.getByText("No connector is set.")).toBeTruthy();
    expect(screen.getByRole("checkbox")).toHaveProperty("checked", false);
    expect(screen.queryByRole("button", { name: "Remove connector" })).toBeNull();
  });
});
