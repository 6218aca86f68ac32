import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "#app/lib/api.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import type { CartItem, CartQuote } from "#app/areas/commerce/shop/index.ts";
import { AddressFields } from "./address-fields.tsx";
import { placeOrderRequest, quoteRequest } from "./checkout-api.ts";
import {
  checkoutErrors,
  checkoutStepLabels,
  checkoutSteps,
  initialCheckoutValues,
  orderBody,
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
  const [values, setValues] = useState(() => initialCheckoutValues(contact));
  const [step, setStep] = useState<CheckoutStep>("contact");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [problems, setProblems] = useState<StockProblem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), [step]);
  const update = (change: Partial<CheckoutValues>) => setValues((previous) => ({ ...previous, ...change }));

  /** The review's prices, asked of the server each time the review opens (the delivery choice changes shipping). */
  function loadQuote() {
    setQuote(null);
    quoteRequest([...items], values.deliveryMethod).then(setQuote, () =>
      setAlert("The prices could not be loaded. Please go back and try again."),
    );
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    setStep(stepOfField(first));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  function next(event: FormEvent) {
    event.preventDefault();
    const found = checkoutErrors(values, step);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (step === "review") return void place();
    const following = checkoutSteps[checkoutSteps.indexOf(step) + 1]!;
    if (following === "review") loadQuote();
    setStep(following);
  }

  async function place() {
    setSubmitting(true);
    setAlert(null);
    setProblems([]);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const placed = await placeOrderRequest(orderBody(values, [...items]), idempotencyKey.current);
      onPlaced();
      // Stripe's page is another site: a full navigation, and the button stays disabled until the browser leaves.
      if (placed.paymentUrl) return window.location.assign(placed.paymentUrl);
      await navigate(placed.confirmationUrl);
    } catch (error) {
      // That order was cancelled (Stripe could not be reached): the next try is a new order with a new key.
      if (error instanceof ApiError && error.status === 503) idempotencyKey.current = null;
      if (error instanceof ApiError && error.status === 409) {
        setProblems((error.body as { problems?: StockProblem[] } | null)?.problems ?? []);
        setAlert(STOCK_CHANGED);
      } else if (error instanceof ApiError && error.status === 400 && error.body?.errors) {
        showErrors(error.body.errors);
        setAlert(error.serverMessage(PLACE_ORDER_FAILED));
      } else setAlert(error instanceof ApiError ? error.serverMessage(PLACE_ORDER_FAILED) : PLACE_ORDER_FAILED);
    }
    setSubmitting(false);
  }

  const index = checkoutSteps.indexOf(step);
  return (
    <form ref={formRef} noValidate onSubmit={next} className="grid gap-6">
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
      <FormAlert message={alert} />
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
              <Field label={label} required error={errors[`contact.${key}`]}>
                <input
                  name={`contact.${key}`}
                  type={type}
                  className={inputClass}
                  autoComplete={autoComplete}
                  maxLength={max}
                  value={values.contact[key]}
                  onChange={(event) => update({ contact: { ...values.contact, [key]: event.target.value } })}
                />
              </Field>
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
                <input
                  type="radio"
                  name="delivery.method"
                  value={method}
                  checked={values.deliveryMethod === method}
                  onChange={() => update({ deliveryMethod: method })}
                />
                {deliveryMethodLabels[method]}
              </label>
            ))}
          </fieldset>
          {values.deliveryMethod === "pickup" ? (
            <p>Pick up at our Redding office; we will call you when it is ready.</p>
          ) : (
            <AddressFields
              legend={values.deliveryMethod === "install" ? "Installation address" : "Shipping address"}
              prefix="delivery.address"
              value={values.deliveryAddress}
              errors={errors}
              onChange={(deliveryAddress) => update({ deliveryAddress })}
            />
          )}
        </div>
      ) : null}

      {step === "billing" ? (
        <div className="grid gap-6">
          {values.deliveryMethod !== "pickup" ? (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="billingSameAsDelivery"
                checked={values.billingSameAsDelivery}
                onChange={(event) => update({ billingSameAsDelivery: event.target.checked })}
              />
              Billing address is the same as the {values.deliveryMethod === "install" ? "installation" : "shipping"}{" "}
              address
            </label>
          ) : null}
          {values.deliveryMethod === "pickup" || !values.billingSameAsDelivery ? (
            <AddressFields
              legend="Billing address"
              prefix="billingAddress"
              value={values.billingAddress}
              errors={errors}
              onChange={(billingAddress) => update({ billingAddress })}
            />
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold">Payment</legend>
            {paymentMethods.map((method) => (
              <label key={method} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={values.paymentMethod === method}
                  onChange={() => update({ paymentMethod: method })}
                />
                {paymentMethodLabels[method]}
              </label>
            ))}
            {errors.paymentMethod ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errors.paymentMethod}
              </p>
            ) : null}
          </fieldset>
        </div>
      ) : null}

      {step === "review" ? (
        quote ? (
          <CheckoutReview quote={quote} paymentMethod={values.paymentMethod} />
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
              : values.paymentMethod === "card"
                ? "Place order and pay by card"
                : "Place order"}
        </Button>
      </div>
    </form>
  );
}
