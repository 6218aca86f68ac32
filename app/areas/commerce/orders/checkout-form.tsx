import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormProvider, type Path } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { ApiError } from "#app/lib/api.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import type { CartItem, CartQuote } from "#app/areas/commerce/shop/index.ts";
import { AddressFields } from "./address-fields.tsx";
import { placeOrderRequest, quoteRequest } from "./checkout-api.ts";
import {
  checkoutFormSchema,
  checkoutStepLabels,
  checkoutSteps,
  initialCheckoutValues,
  orderBody,
  stepFields,
  stepOfField,
  type CheckoutStep,
  type CheckoutValues,
} from "./checkout-form-values.ts";
import { CheckoutReview } from "./checkout-review.tsx";
import { deliveryMethodLabels, deliveryMethods, paymentMethodLabels, type PaymentMethod } from "./order-values.ts";
import { textLinkClass } from "#app/ui/text-link.ts";
import { newIdempotencyKey } from "#app/lib/new-idempotency-key.ts";

export const PLACE_ORDER_FAILED = "Your order could not be placed. Please try again, or call us.";
export const STOCK_CHANGED = "Some items are no longer available in the quantity in your cart:";

interface StockProblem {
  sku: string;
  available: number;
}

const contactFields = [
  { key: "name", label: "Full name", type: "text", autoComplete: "name", max: maxLength.name },
  { key: "email", label: "E-mail", type: "email", autoComplete: "email", max: maxLength.email },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "tel", max: maxLength.phone },
] as const;

/** The four checkout steps over the browser's cart; the server prices and places the order. */
export function CheckoutForm({
  items,
  contact,
  paymentMethods,
  onPlaced,
}: {
  items: readonly CartItem[];
  contact?: CheckoutValues["contact"];
  paymentMethods: readonly PaymentMethod[];
  onPlaced: () => void;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<CheckoutStep>("contact");
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [problems, setProblems] = useState<StockProblem[]>([]);
  // Set once Stripe's page is asked for: the button stays disabled until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refusedField = useRef<Path<CheckoutValues> | null>(null);

  const { form, onSubmit, formError, setFormError } = useApiForm(
    checkoutFormSchema,
    initialCheckoutValues(contact),
    async (values) => {
      setProblems([]);
      idempotencyKey.current ??= newIdempotencyKey();
      try {
        const placed = await placeOrderRequest(orderBody(values, [...items]), idempotencyKey.current);
        onPlaced();
        // Stripe's page is another site: a full navigation.
        if (placed.paymentUrl) {
          setLeaving(true);
          return window.location.assign(placed.paymentUrl);
        }
        await navigate(placed.confirmationUrl);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // That order was cancelled (Stripe could not be reached): the next try is a new order with a new key.
        if (error.status === 503) idempotencyKey.current = null;
        if (error.status === 409) {
          setProblems((error.body as { problems?: StockProblem[] } | null)?.problems ?? []);
          return STOCK_CHANGED;
        }
        // A field the server refused is on an earlier step: that step opens with the field in focus.
        const first = Object.keys(error.body?.errors ?? {})[0];
        if (first && stepOfField(first) !== "review") {
          refusedField.current = first as Path<CheckoutValues>;
          setStep(stepOfField(first));
        }
        throw error;
      }
    },
    PLACE_ORDER_FAILED,
  );

  // A step opens with its heading in focus, or with the field the server refused: one effect, so the two never race.
  useEffect(() => {
    const field = refusedField.current;
    refusedField.current = null;
    if (field) form.setFocus(field);
    else heading.current?.focus();
  }, [step, form]);
  const [deliveryMethod, billingSameAsDelivery, paymentMethod] = form.watch([
    "delivery.method",
    "billingSameAsDelivery",
    "paymentMethod",
  ]);

  /** The review's prices, asked of the server each time the review opens (the delivery choice changes shipping). */
  function loadQuote() {
    setQuote(null);
    quoteRequest([...items], form.getValues("delivery.method")).then(setQuote, () =>
      setFormError("The prices could not be loaded. Please go back and try again."),
    );
  }

  /** Continue: the step's own fields are checked, and the review places the order. */
  function next(event: FormEvent<HTMLFormElement>) {
    if (step === "review") return void onSubmit(event);
    event.preventDefault();
    void form.trigger(stepFields[step], { shouldFocus: true }).then((valid) => {
      if (!valid) return;
      const following = checkoutSteps[checkoutSteps.indexOf(step) + 1]!;
      if (following === "review") loadQuote();
      setStep(following);
    });
  }

  const submitting = form.formState.isSubmitting || leaving;
  const paymentError = form.formState.errors.paymentMethod?.message;
  const index = checkoutSteps.indexOf(step);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={next} className="grid gap-6">
        <ol className="flex flex-wrap gap-2 text-sm" aria-label="Checkout steps">
          {checkoutSteps.map((candidate, position) => (
            <li key={candidate}>
              {position < index ? (
                <button type="button" className={textLinkClass} onClick={() => setStep(candidate)}>
                  {position + 1}. {checkoutStepLabels[candidate]}
                </button>
              ) : (
                <span
                  aria-current={candidate === step ? "step" : undefined}
                  className={candidate === step ? "font-bold" : ""}
                >
                  {position + 1}. {checkoutStepLabels[candidate]}
                </span>
              )}
            </li>
          ))}
        </ol>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {checkoutStepLabels[step]}
        </h2>
        <FormAlert message={formError} />
        {problems.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem.sku}>
                {problem.sku}: {problem.available === 0 ? "not available" : `only ${problem.available} left`}
              </li>
            ))}
            <li>
              <Link to="/shop/cart" className={textLinkClass}>
                Change your cart
              </Link>
            </li>
          </ul>
        ) : null}

        {step === "contact" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {contactFields.map(({ key, label, type, autoComplete, max }) => (
              <div key={key} className={key === "name" ? "sm:col-span-2" : undefined}>
                <FormInput
                  name={`contact.${key}`}
                  label={label}
                  required
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={max}
                />
              </div>
            ))}
          </div>
        ) : null}

        {step === "delivery" ? (
          <div className="grid gap-6">
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-semibold">How would you like to receive your order?</legend>
              {deliveryMethods.map((method) => (
                <label key={method} className="flex items-center gap-2">
                  <input type="radio" value={method} {...form.register("delivery.method")} />
                  {deliveryMethodLabels[method]}
                </label>
              ))}
            </fieldset>
            {deliveryMethod === "pickup" ? (
              <p>Pick up at our Redding office; we will call you when it is ready.</p>
            ) : (
              <AddressFields
                legend={deliveryMethod === "install" ? "Installation address" : "Shipping address"}
                prefix="delivery.address"
              />
            )}
          </div>
        ) : null}

        {step === "billing" ? (
          <div className="grid gap-6">
            {deliveryMethod !== "pickup" ? (
              <label className="flex items-center gap-2">
                <input type="checkbox" {...form.register("billingSameAsDelivery")} />
                Billing address is the same as the {deliveryMethod === "install" ? "installation" : "shipping"} address
              </label>
            ) : null}
            {deliveryMethod === "pickup" || !billingSameAsDelivery ? (
              <AddressFields legend="Billing address" prefix="billingAddress" />
            ) : null}
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-semibold">Payment</legend>
              {paymentMethods.map((method) => (
                <label key={method} className="flex items-center gap-2">
                  <input type="radio" value={method} {...form.register("paymentMethod")} />
                  {paymentMethodLabels[method]}
                </label>
              ))}
              {paymentError ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {paymentError}
                </p>
              ) : null}
            </fieldset>
          </div>
        ) : null}

        {step === "review" ? (
          quote ? (
            <CheckoutReview quote={quote} paymentMethod={paymentMethod} />
          ) : (
            <p role="status">Loading prices…</p>
          )
        ) : null}

        <div className="flex flex-wrap gap-3">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => setStep(checkoutSteps[index - 1]!)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" disabled={submitting || (step === "review" && !quote)}>
            {step !== "review"
              ? "Continue"
              : submitting
                ? "Placing order…"
                : paymentMethod === "card"
                  ? "Place order and pay by card"
                  : "Place order"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
