import { labelledValues } from "#app/lib/labelled-values.ts";
import { z } from "#app/lib/zod.ts";
import { orderInputSchema, type OrderFormInput } from "./order-schema.ts";
import { deliveryMethods, paymentMethods } from "./order-values.ts";

export const { values: checkoutSteps, labels: checkoutStepLabels } = labelledValues({
  contact: "Contact",
  delivery: "Delivery",
  billing: "Billing and payment",
  review: "Review",
});
export type CheckoutStep = (typeof checkoutSteps)[number];

export const addressParts = ["line1", "line2", "city", "state", "postalCode"] as const;
export type AddressPart = (typeof addressParts)[number];

const addressValues = z.object(
  Object.fromEntries(addressParts.map((part) => [part, z.string()])) as {
    [Part in AddressPart]: z.ZodString;
  },
);

/**
 * What the checkout form holds, named as POST /api/orders names it (its errors' keys are the form's fields): every
 * field as typed, both addresses kept whatever the choices, so nothing is lost between steps or after an error.
 */
const checkoutFields = z.object({
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  delivery: z.object({ method: z.enum(deliveryMethods), address: addressValues }),
  billingSameAsDelivery: z.boolean(),
  billingAddress: addressValues,
  paymentMethod: z.enum(paymentMethods),
});
export type CheckoutValues = z.output<typeof checkoutFields>;

/** POST /api/orders' body from the form (the items come from the cart, prices never). */
export function orderBody(values: CheckoutValues, items: OrderFormInput["items"]): OrderFormInput {
  const hasDeliveryAddress = values.delivery.method !== "pickup";
  return {
    items,
    contact: values.contact,
    delivery: { method: values.delivery.method, address: hasDeliveryAddress ? values.delivery.address : null },
    billingAddress: hasDeliveryAddress && values.billingSameAsDelivery ? null : values.billingAddress,
    paymentMethod: values.paymentMethod,
  };
}

/** The form checked by the API's own schema, with the messages it answers (the cart's items are checked there). */
export const checkoutFormSchema = checkoutFields.superRefine((values, context) => {
  const checked = orderInputSchema.safeParse(orderBody(values, [{ sku: "X", quantity: 1 }]));
  for (const issue of checked.error?.issues ?? []) {
    context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
});

const emptyAddress = { line1: "", line2: "", city: "", state: "CA", postalCode: "" };

export function initialCheckoutValues(contact?: CheckoutValues["contact"]): CheckoutValues {
  return {
    contact: contact ?? { name: "", email: "", phone: "" },
    delivery: { method: "ship", address: { ...emptyAddress } },
    billingSameAsDelivery: true,
    billingAddress: { ...emptyAddress },
    paymentMethod: "invoice",
  };
}

/** The fields each step shows and checks, as the form's (and the API's) top-level names. */
export const stepFields = {
  contact: ["contact"],
  delivery: ["delivery"],
  billing: ["billingAddress", "paymentMethod"],
  review: [],
} as const satisfies Record<CheckoutStep, readonly (keyof CheckoutValues)[]>;

/** The step a field's error belongs to, by its dotted path (the API's `errors` keys). */
export function stepOfField(path: string): CheckoutStep {
  const top = path.split(".")[0];
  return checkoutSteps.find((step) => (stepFields[step] as readonly string[]).includes(top!)) ?? "review";
}
