import { SectionNav } from "#app/ui/section-nav.tsx";

const sections = [
  { to: "/platform/inventory", label: "Stock and products", end: true },
  { to: "/platform/inventory/orders", label: "Orders", end: false },
  { to: "/platform/inventory/adjustments", label: "Stock log", end: false },
] as const;

/** The inventory area's sections: stock and products, orders, the stock log. */
export function InventoryNav() {
  return <SectionNav label="Inventory" sections={sections} />;
}
