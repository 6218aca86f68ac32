import { formatCents } from "#app/lib/format.ts";
import type { CartQuote } from "#app/areas/commerce/shop/index.ts";
import { CARD_HOLD_MINUTES, paymentMethodLabels, type PaymentMethod } from "./order-values.ts";

const paymentNotes: Record<PaymentMethod, string> = {
  invoice: "Nothing is charged now: the invoice comes by e-mail with your order confirmation.",
  card: `Placing the order takes you to Stripe's secure page, where your card is charged the total above. Your items are held for ${CARD_HOLD_MINUTES} minutes while you pay.`,
};

/** The review step's lines and totals, as the server prices them, and how the order will be paid. */
export function CheckoutReview({ quote, paymentMethod }: { quote: CartQuote; paymentMethod: PaymentMethod }) {
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {quote.lines.map((line) => (
          <li key={line.sku} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {line.quantity} × {line.name ?? line.sku}
              {line.problem ? (
                <span className="ml-2 text-sm text-red-700 dark:text-red-400">({line.problem})</span>
              ) : null}
            </span>
            <span>{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-right">
        <dt>Subtotal</dt>
        <dd>{formatCents(quote.subtotalCents)}</dd>
        <dt>Sales tax</dt>
        <dd>{formatCents(quote.taxCents)}</dd>
        <dt>Shipping</dt>
        <dd>{formatCents(quote.shippingCents)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="font-bold">{formatCents(quote.totalCents)}</dd>
      </dl>
      <p>
        <strong>{paymentMethodLabels[paymentMethod]}.</strong> {paymentNotes[paymentMethod]}
      </p>
    </div>
  );
}
