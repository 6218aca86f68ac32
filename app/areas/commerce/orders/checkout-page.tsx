import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { readCart, writeCart } from "#app/areas/commerce/cart/index.ts";
import { saveServerCart } from "#app/areas/commerce/cart/index.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { useSignedInContact } from "#app/areas/sales/index.ts";
import type { PaymentMethod } from "./order-values.ts";
import { textLinkClass } from "#app/ui/text-link.ts";

/** /shop/checkout: the browser's cart, checked out in four steps; the cart is emptied once the order is placed. */
export function CheckoutPage({ title, paymentMethods }: { title: string; paymentMethods: readonly PaymentMethod[] }) {
  const contact = useSignedInContact();
  const hydrated = useHydrated();
  const [items] = useState(() => (typeof window === "undefined" ? [] : readCart()));
  const signedIn = Boolean(contact);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      {!hydrated ? (
        <p role="status">Loading checkout…</p>
      ) : items.length === 0 ? (
        <EmptyState>
          Your cart is empty.{" "}
          <Link to="/shop/products" className={textLinkClass}>
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm
          items={items}
          contact={contact}
          paymentMethods={paymentMethods}
          onPlaced={() => {
            writeCart([]);
            if (signedIn) void saveServerCart([]);
          }}
        />
      )}
    </div>
  );
}
