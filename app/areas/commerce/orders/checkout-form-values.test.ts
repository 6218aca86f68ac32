import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/lib/field-errors.ts";
import {
  checkoutFormSchema,
  initialCheckoutValues,
  orderBody,
  stepOfField,
  type CheckoutValues,
} from "./checkout-form-values.ts";

const contact = { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" };
const address = { line1: "1450 Court St", line2: "", city: "Redding", state: "CA", postalCode: "96001" };

/** The form's field messages, keyed by the API's field paths. */
function errorsOf(values: CheckoutValues): Record<string, string> {
  const result = checkoutFormSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the checkout form's values", () => {
  it("are checked by the API's own schema, with its messages, under the API's field names", () => {
    const blank = initialCheckoutValues();
    expect(Object.keys(errorsOf(blank)).sort()).toEqual([
      "contact.email",
      "contact.name",
      "contact.phone",
      "delivery.address.city",
      "delivery.address.line1",
      "delivery.address.postalCode",
    ]);
    const contacted = { ...blank, contact };
    expect(errorsOf(contacted)).toMatchObject({
      "delivery.address.line1": "Please enter the street address",
      "delivery.address.postalCode": "Please enter a 5-digit ZIP code (e.g., 96001)",
    });
    expect(errorsOf({ ...contacted, delivery: { method: "ship", address: { ...address, state: "OR" } } })).toEqual({
      "delivery.address.state": "We ship and install within California only",
    });
  });

  it("sends no delivery address for a pickup, and the delivery address as billing when it is the same", () => {
    const shipped = { ...initialCheckoutValues(contact), delivery: { method: "ship" as const, address } };
    expect(orderBody(shipped, [{ sku: "A", quantity: 1 }])).toMatchObject({
      delivery: { method: "ship", address },
      billingAddress: null,
    });
    expect(errorsOf(shipped)).toEqual({});
    const pickup = {
      ...shipped,
      delivery: { ...shipped.delivery, method: "pickup" as const },
      billingAddress: address,
    };
    expect(orderBody(pickup, [])).toMatchObject({
      delivery: { method: "pickup", address: null },
      billingAddress: address,
    });
    expect(errorsOf({ ...pickup, billingAddress: { ...address, city: "" } })).toEqual({
      "billingAddress.city": "Please enter the city",
    });
  });

  it("files each API error under its step", () => {
    expect(
      ["contact.email", "delivery.address.city", "billingAddress.line1", "paymentMethod", "items"].map(stepOfField),
    ).toEqual(["contact", "delivery", "billing", "billing", "review"]);
  });
});
