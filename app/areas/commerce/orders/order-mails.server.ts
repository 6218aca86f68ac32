import { company } from "#app/content/index.ts";
import { formatCents } from "#app/lib/format.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { addressLines } from "./address-schema.ts";
import { nextSteps } from "./next-steps.ts";
import { deliveryMethodLabels, paymentMethodLabels } from "./order-values.ts";
import type { OrderLineRow, OrderRow } from "./tables.server.ts";

/** What a mail says of an order's line: its lines as stored, or as priced when the mails are written with them. */
type MailedLine = Pick<OrderLineRow, "quantity" | "name" | "sku" | "lineTotalCents">;

/**
 * What a mail says of the order: a stored order, or the one about to be inserted, whose mails join its insert
 * (place-order.server.ts).
 */
export type MailedOrder = Pick<
  OrderRow,
  | "orderNumber"
  | "status"
  | "contactName"
  | "contactEmail"
  | "contactPhone"
  | "customerId"
  | "deliveryMethod"
  | "deliveryAddress"
  | "billingAddress"
  | "paymentMethod"
  | "subtotalCents"
  | "taxCents"
  | "shippingCents"
  | "totalCents"
>;

/** The order's lines and totals as label/value rows, shared by the buyer's and the office's mail. */
function orderDetails(order: MailedOrder, lines: readonly MailedLine[]): Array<[string, string]> {
  return [
    ...lines.map((line): [string, string] => [
      `${line.quantity} × ${line.name} (${line.sku})`,
      formatCents(line.lineTotalCents),
    ]),
    ["Subtotal", formatCents(order.subtotalCents)],
    ["Sales tax", formatCents(order.taxCents)],
    ["Shipping", formatCents(order.shippingCents)],
    ["Total", formatCents(order.totalCents)],
    ["Delivery", deliveryMethodLabels[order.deliveryMethod]],
    ...(order.deliveryAddress ? [["Address", addressLines(order.deliveryAddress).join("\n")] as [string, string]] : []),
    ["Billing address", addressLines(order.billingAddress).join("\n")],
    ["Payment", paymentMethodLabels[order.paymentMethod]],
  ];
}

const buyerFooter = () => ({
  text: `${company.name}, ${company.address.addressLocality}, ${company.address.addressRegion}. You received this mail because this address was entered at checkout on our website.`,
});

function buyerMail(order: MailedOrder, lines: readonly MailedLine[], confirmationUrl: string): OutgoingMail {
  return {
    kind: "order_invoice",
    to: order.contactEmail,
    customerId: order.customerId,
    subject: `Your order ${order.orderNumber} and its invoice`,
    ...renderMail({
      heading: `Thank you for your order, ${order.contactName}`,
      paragraphs: [
        `This is the invoice for order ${order.orderNumber}: ${formatCents(order.totalCents)} due. Quote the order number when you pay by check to ${company.legalName}, or call us at ${company.phone.display} to pay by card.`,
        ...nextSteps(order),
      ],
      action: { label: "See your order", url: confirmationUrl },
      details: orderDetails(order, lines),
      footer: buyerFooter(),
    }),
  };
}

function officeMail(order: MailedOrder, lines: readonly MailedLine[], salesEmail: string): OutgoingMail {
  const paid = order.paymentMethod === "card" ? ", paid by card" : "";
  return {
    kind: "order_office",
    to: salesEmail,
    replyTo: order.contactEmail,
    subject: `New order ${order.orderNumber}: ${formatCents(order.totalCents)}${paid} from ${order.contactName.replace(/\s+/g, " ")}`,
    ...renderMail({
      heading: "New shop order",
      paragraphs: [
        `Order ${order.orderNumber} by ${order.contactName}, ${order.contactEmail}, ${order.contactPhone}.`,
        "Manage it under Inventory, Orders in the back office.",
      ],
      details: orderDetails(order, lines),
    }),
  };
}

function cardReceiptMail(order: MailedOrder, lines: readonly MailedLine[], confirmationUrl: string): OutgoingMail {
  return {
    kind: "order_paid",
    to: order.contactEmail,
    customerId: order.customerId,
    subject: `Your order ${order.orderNumber} is paid`,
    ...renderMail({
      heading: `Thank you for your order, ${order.contactName}`,
      paragraphs: [
        `We received your card payment of ${formatCents(order.totalCents)} for order ${order.orderNumber} through Stripe.`,
        ...nextSteps(order),
      ],
      action: { label: "See your order", url: confirmationUrl },
      details: orderDetails(order, lines),
      footer: buyerFooter(),
    }),
  };
}

/**
 * An order's mails once it is confirmed: the buyer's (the invoice for an invoice order, placed; the receipt for a
 * card order, paid) and the office's notice.
 */
export function orderMails(
  order: MailedOrder,
  lines: readonly MailedLine[],
  confirmationUrl: string,
  salesEmail: string | undefined,
): OutgoingMail[] {
  const buyer =
    order.paymentMethod === "card"
      ? cardReceiptMail(order, lines, confirmationUrl)
      : buyerMail(order, lines, confirmationUrl);
  return [buyer, ...(salesEmail ? [officeMail(order, lines, salesEmail)] : [])];
}
