import { NavLink } from "react-router";

const sections = [
  { to: "/platform/inventory", label: "Stock and products", end: true },
  { to: "/platform/inventory/orders", label: "Orders", end: false },
  { to: "/platform/inventory/adjustments", label: "Stock log", end: false },
] as const;

/** The inventory area's sections: stock and products, orders, the stock log. */
export function InventoryNav() {
  return (
    <nav aria-label="Inventory" className="flex flex-wrap gap-2">
      {sections.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium ${
              isActive
                ? "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-slate-800 dark:text-white"
                : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            }`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
