import { Link } from "react-router";
import { formatCents } from "#app/lib/format.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { DashboardSection } from "#app/ui/dashboard-section.tsx";
import { orderStatusLabels, type OrderStatus } from "#app/areas/commerce/index.ts";
import { textLinkClass } from "#app/ui/text-link.ts";

export interface OrderSummaryRow {
  orderNumber: string;
  createdAt: Date | string;
  status: OrderStatus;
  totalCents: number;
}

const columns: Column<OrderSummaryRow>[] = [
  {
    header: "Order",
    className: "font-mono",
    cell: (order) => (
      <Link to={`/shop/order/confirmation/${order.orderNumber}`} className={textLinkClass}>
        {order.orderNumber}
      </Link>
    ),
  },
  { header: "Placed", cell: (order) => formatOfficeDate(new Date(order.createdAt)) },
  { header: "Total", className: "text-right", cell: (order) => formatCents(order.totalCents) },
  { header: "Status", cell: (order) => orderStatusLabels[order.status] },
];

const ordersSection = { id: "my-orders", title: "My Orders", more: { to: "/shop/products", label: "Shop products" } };

/** The signed-in client's shop orders, newest first as given. */
export function AccountOrders({ orders }: { orders: readonly OrderSummaryRow[] }) {
  return (
    <DashboardSection {...ordersSection} empty={orders.length === 0 && "You have no orders yet."}>
      <DataTable
        label="Your orders"
        caption="Your shop orders and their status"
        columns={columns}
        rows={orders}
        rowKey={(order) => order.orderNumber}
        empty={null}
      />
    </DashboardSection>
  );
}
