import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { RecordClaimForm } from "./claim-forms.tsx";

const user = userEvent.setup();
const TICKET_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
const MICROINVERTER_ID = "9d1f6c3e-0000-4000-8000-000000000001";
const equipment = [
  { id: MICROINVERTER_ID, category: "microinverter" as const, make: "Enphase", model: "IQ8PLUS-72", serial: "IQ8-1" },
];
afterEach(() => vi.unstubAllGlobals());

describe("recording a warranty claim", () => {
  it("says under each field what is missing and sends nothing", async () => {
    const sent = answerFetch({ status: 201, body: { id: "x" } });
    renderInPage(<RecordClaimForm ticketId={TICKET_ID} equipment={equipment} />);
    await user.type(field("Labour to claim, $"), "12.345");
    await user.click(screen.getByRole("button", { name: "Record claim" }));
    await waitFor(() => expect(fieldError("Manufacturer")).toBe("Please enter the manufacturer"));
    expect(fieldError("Replacement date")).toBe("Please enter the replacement date");
    expect(fieldError("Equipment")).toBe("Please choose the equipment that was replaced");
    expect(fieldError("New serial number")).toBe("Please enter the new serial number");
    expect(fieldError("Labour to claim, $")).toBe("Please enter an amount between $0 and $100,000");
    expect(sent).toHaveLength(0);
  });

  it("sends the claim in cents and shows the server's refusal under its field, keeping what was typed", async () => {
    const sent = answerFetch({
      status: 400,
      body: {
        message: "Enphase issues an RMA before a labour claim",
        errors: { "items.0.equipmentItemId": "This equipment is not at the ticket's site" },
      },
    });
    renderInPage(<RecordClaimForm ticketId={TICKET_ID} equipment={equipment} />);
    await user.type(field("Manufacturer"), "Enphase");
    await user.type(field("RMA number"), "RMA-88120");
    await user.type(field("Replacement date"), "2026-11-02");
    await user.type(field("Labour to claim, $"), "1,250.50");
    await user.selectOptions(field("Equipment"), MICROINVERTER_ID);
    await user.type(field("New serial number"), "IQ8-2");
    await user.click(screen.getByRole("button", { name: "Record claim" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/service/tickets/${TICKET_ID}/claims`,
      body: {
        manufacturer: "Enphase",
        rmaNumber: "RMA-88120",
        replacedOn: "2026-11-02",
        amountCents: 125_050,
        items: [{ equipmentItemId: MICROINVERTER_ID, newSerial: "IQ8-2" }],
      },
    });
    await waitFor(() => expect(fieldError("Equipment")).toBe("This equipment is not at the ticket's site"));
    expect((field("New serial number") as HTMLInputElement).value).toBe("IQ8-2");
    expect((field("Manufacturer") as HTMLInputElement).value).toBe("Enphase");
  }, 20_000);
});
