import { Link } from "react-router";
import { formatCents } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import {
  deliveryMethodLabels,
  orderStatusActions,
  orderStatusLabels,
  staffStatusMoves,
  type OrderStatus,
} from "./order-values.ts";
import type { OrderListQuery, OrderPage } from "./order-list.server.ts";
import { textLinkClass } from "#app/ui/text-link.ts";
import { EmailAddress } from "#app/ui/email-address.tsx";

type Order = OrderPage["items"][number];
type Fetcher = ReturnType<typeof useFormAction>["fetcher"];

const statusTones: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: "amber",
  paid: "sky",
  fulfilled: "emerald",
  cancelled: "slate",
};

const texts: ListTexts = {
  noun: { one: "order", many: "orders" },
  caption: "Shop orders, newest first",
  filters: { search: "Search order number, name or e-mail", csvPath: "/api/admin/orders.csv" },
};

/** The status moves staff may make (a card order is paid through Stripe); cancelling asks first, as it restocks. */
function StatusButtons({ order, fetcher }: { order: Order; fetcher: Fetcher }) {
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("orderId") === order.id;
  const move = (status: OrderStatus) =>
    fetcher.submit({ intent: "order-status", orderId: order.id, status }, { method: "post" });
  return (
    <div className="flex flex-wrap gap-2">
      {staffStatusMoves(order).map((status) =>
        status === "cancelled" ? (
          <ConfirmDialog
            key={status}
            title={`Cancel order ${order.orderNumber}?`}
            description="Its items go back into stock. A cancelled order cannot be reopened."
            confirmLabel="Cancel order"
            onConfirm={() => move(status)}
            trigger={
              <Button variant="destructive" disabled={pending}>
                {orderStatusActions[status]}
                <span className="sr-only"> {order.orderNumber}</span>
              </Button>
            }
          />
        ) : (
          <Button key={status} variant="secondary" disabled={pending} onClick={() => move(status)}>
            {orderStatusActions[status]}
            <span className="sr-only"> {order.orderNumber}</span>
          </Button>
        ),
      )}
    </div>
  );
}

function columns(fetcher: Fetcher): Column<Order>[] {
  return [
    {
      header: "Order",
      rowHeader: true,
      className: "font-mono whitespace-nowrap",
      cell: (order) => (
        <Link to={`/shop/order/confirmation/${order.orderNumber}`} className={textLinkClass}>
          {order.orderNumber}
        </Link>
      ),
    },
    { header: "Placed", className: "whitespace-nowrap", cell: (order) => formatOfficeTime(order.createdAt) },
    {
      header: "Customer",
      cell: (order) => (
        <>
          <div>{order.contactName}</div>
          <div className="text-slate-700 dark:text-slate-300">
            <EmailAddress address={order.contactEmail} />
          </div>
        </>
      ),
    },
    { header: "Delivery", cell: (order) => deliveryMethodLabels[order.deliveryMethod] },
    { header: "Total", className: "text-right", cell: (order) => formatCents(order.totalCents) },
    {
      header: "Status",
      cell: (order) => <Badge tone={statusTones[order.status]}>{orderStatusLabels[order.status]}</Badge>,
    },
    { header: "Actions", hiddenHeader: true, cell: (order) => <StatusButtons order={order} fetcher={fetcher} /> },
  ];
}

/** Every shop order, newest first, with the status moves each allows. */
export function OrdersList({ page, query }: { page: OrderPage; query: OrderListQuery }) {
  const status = useFormAction("order-status");
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns(status.fetcher)}
      texts={texts}
      notice={status}
      selects={[
        [
          "Status",
          "status",
          "Any status",
          Object.entries(orderStatusLabels).map(([value, label]) => [
            value,
            `${label} (${page.counts[value as OrderStatus]})`,
          ]),
        ],
        ["Delivery", "deliveryMethod", "Any delivery", Object.entries(deliveryMethodLabels)],
      ]}
    />
  );
}
