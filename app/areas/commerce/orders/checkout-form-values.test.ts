import { describe, expect, it } from "vitest";
import { checkoutErrors, initialCheckoutValues, orderBody, stepOfField } from "./checkout-form-values.ts";

const contact = { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" };
const address = { line1: "1450 Court St", line2: "", city: "Redding", state: "CA", postalCode: "96001" };

describe("the checkout form's values", () => {
  it("checks only the steps up to the current one, with the API's own messages", () => {
    const blank = initialCheckoutValues();
    expect(Object.keys(checkoutErrors(blank, "contact")).sort()).toEqual([
      "contact.email",
      "contact.name",
      "contact.phone",
    ]);
    const contacted = { ...blank, contact };
    expect(checkoutErrors(contacted, "contact")).toEqual({});
    expect(checkoutErrors(contacted, "delivery")).toMatchObject({
      "delivery.address.line1": "Please enter the street address",
      "delivery.address.postalCode": "Please enter a 5-digit ZIP code (e.g., 96001)",
    });
    expect(checkoutErrors({ ...contacted, deliveryAddress: { ...address, state: "OR" } }, "delivery")).toEqual({
      "delivery.address.state": "We ship and install within California only",
    });
  });

  it("sends no delivery address for a pickup, and the delivery address as billing when it is the same", () => {
    const shipped = { ...initialCheckoutValues(contact), deliveryAddress: address };
    expect(orderBody(shipped, [{ sku: "A", quantity: 1 }])).toMatchObject({
      delivery: { method: "ship", address },
      billingAddress: null,
    });
    const pickup = { ...shipped, deliveryMethod: "pickup" as const, billingAddress: address };
    expect(orderBody(pickup, [])).toMatchObject({
      delivery: { method: "pickup", address: null },
      billingAddress: address,
    });
    expect(checkoutErrors({ ...pickup, billingAddress: { ...address, city: "" } }, "billing")).toEqual({
      "billingAddress.city": "Please enter the city",
    });
  });

  it("files each API error under its step", () => {
    expect(
      ["contact.email", "delivery.address.city", "billingAddress.line1", "paymentMethod", "items"].map(stepOfField),
    ).toEqual(["contact", "delivery", "billing", "billing", "review"]);
  });
});
