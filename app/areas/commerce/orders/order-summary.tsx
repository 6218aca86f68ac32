import { formatCents } from "#app/lib/format.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { addressLines, type PostalAddress } from "./address-schema.ts";
import type { OrderView } from "./order-queries.server.ts";
import { buyerStatusLabel, deliveryMethodLabels, paymentMethodLabels } from "./order-values.ts";

type Line = OrderView["items"][number];

const columns: Column<Line>[] = [
  { header: "Product", cell: (line) => `${line.name} (${line.sku})` },
  { header: "Unit price", className: "text-right", cell: (line) => formatCents(line.unitPriceCents) },
  { header: "Quantity", className: "text-right", cell: (line) => line.quantity },
  { header: "Line total", className: "text-right", cell: (line) => formatCents(line.lineTotalCents) },
];

function Address({ title, address }: { title: string; address: PostalAddress }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <address className="not-italic">
        {addressLines(address).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  );
}

const card = "rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900";

/** /shop/order/confirmation/:orderNumber: what was ordered, where it goes, how it is paid and what happens next. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">Thank you for your order</h1>
        <p className="text-lg">
          Order number <strong className="font-mono">{order.orderNumber}</strong> ·{" "}
          <span>{buyerStatusLabel(order)}</span>
        </p>
        <p>
          {order.paymentMethod === "card" && order.status === "awaiting_payment"
            ? `A confirmation will be sent to ${order.contact.email} once Stripe confirms your payment.`
            : `A confirmation has been sent to ${order.contact.email}.`}
        </p>
      </header>
      <section aria-labelledby="next-steps" className={card}>
        <h2 id="next-steps" className="mb-2 text-xl font-semibold">
          Next steps
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {order.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-items" className={`${card} grid gap-4`}>
        <h2 id="order-items" className="text-xl font-semibold">
          Items
        </h2>
        <DataTable
          label="Items in this order"
          caption="Items in this order"
          columns={columns}
          rows={order.items}
          rowKey={(line) => line.sku}
          empty={null}
        />
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-right">
          <dt>Subtotal</dt>
          <dd>{formatCents(order.subtotalCents)}</dd>
          <dt>Sales tax</dt>
          <dd>{formatCents(order.taxCents)}</dd>
          <dt>Shipping</dt>
          <dd>{formatCents(order.shippingCents)}</dd>
          <dt className="font-bold">Total</dt>
          <dd className="font-bold">{formatCents(order.totalCents)}</dd>
        </dl>
      </section>
      <section aria-labelledby="order-delivery" className={`${card} grid gap-4 sm:grid-cols-2`}>
        <h2 id="order-delivery" className="text-xl font-semibold sm:col-span-2">
          Delivery and payment
        </h2>
        <div>
          <h3 className="font-semibold">Delivery</h3>
          <p>{deliveryMethodLabels[order.delivery.method]}</p>
        </div>
        <div>
          <h3 className="font-semibold">Payment</h3>
          <p>
            {paymentMethodLabels[order.paymentMethod]} · {buyerStatusLabel(order)}
          </p>
        </div>
        {order.delivery.address ? (
          <Address
            title={order.delivery.method === "install" ? "Installation address" : "Shipping address"}
            address={order.delivery.address}
          />
        ) : null}
        <Address title="Billing address" address={order.billingAddress} />
        <div>
          <h3 className="font-semibold">Contact</h3>
          <p>
            {order.contact.name}
            <br />
            {order.contact.email}
            <br />
            {order.contact.phone}
          </p>
        </div>
      </section>
    </div>
  );
}
