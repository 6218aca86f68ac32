import { fieldErrors } from "#app/lib/field-errors.ts";
import { orderInputSchema, type OrderFormInput } from "./order-schema.ts";
import type { DeliveryMethod, PaymentMethod } from "./order-values.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";

export const { values: checkoutSteps, labels: checkoutStepLabels } = labelledValues({
  contact: "Contact",
  delivery: "Delivery",
  billing: "Billing and payment",
  review: "Review",
});
export type CheckoutStep = (typeof checkoutSteps)[number];

export const addressParts = ["line1", "line2", "city", "state", "postalCode"] as const;
export type AddressPart = (typeof addressParts)[number];
type AddressValues = Record<AddressPart, string>;

/** What the checkout form holds: every field as typed, so nothing is lost between steps or after an error. */
export interface CheckoutValues {
  contact: { name: string; email: string; phone: string };
  deliveryMethod: DeliveryMethod;
  deliveryAddress: AddressValues;
  billingSameAsDelivery: boolean;
  billingAddress: AddressValues;
  paymentMethod: PaymentMethod;
}

const emptyAddress: AddressValues = { line1: "", line2: "", city: "", state: "CA", postalCode: "" };

export function initialCheckoutValues(contact?: CheckoutValues["contact"]): CheckoutValues {
  return {
    contact: contact ?? { name: "", email: "", phone: "" },
    deliveryMethod: "ship",
    deliveryAddress: { ...emptyAddress },
    billingSameAsDelivery: true,
    billingAddress: { ...emptyAddress },
    paymentMethod: "invoice",
  };
}

/** POST /api/orders' body from the form (the items come from the cart, prices never). */
export function orderBody(values: CheckoutValues, items: OrderFormInput["items"]): OrderFormInput {
  const hasDeliveryAddress = values.deliveryMethod !== "pickup";
  return {
    items,
    contact: values.contact,
    delivery: { method: values.deliveryMethod, address: hasDeliveryAddress ? values.deliveryAddress : null },
    billingAddress: hasDeliveryAddress && values.billingSameAsDelivery ? null : values.billingAddress,
    paymentMethod: values.paymentMethod,
  };
}

/** The step a field's error belongs to, by its dotted path (the API's `errors` keys). */
export function stepOfField(path: string): CheckoutStep {
  if (path.startsWith("contact")) return "contact";
  if (path.startsWith("delivery")) return "delivery";
  if (path.startsWith("billingAddress") || path.startsWith("paymentMethod")) return "billing";
  return "review";
}

/** The form's field errors for the steps up to `step`, checked by the API's own schema. */
export function checkoutErrors(values: CheckoutValues, step: CheckoutStep): Record<string, string> {
  const result = orderInputSchema.safeParse(orderBody(values, [{ sku: "X", quantity: 1 }]));
  if (result.success) return {};
  const upTo = checkoutSteps.indexOf(step);
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error)).filter(([path]) => checkoutSteps.indexOf(stepOfField(path)) <= upTo),
  );
}
