import { ShoppingCart } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { cartCount, subscribeToCart } from "./cart-storage.ts";

const SIGN_IN_MERGE_MARK = "shop-cart-merged";

/**
 * The header's cart link with its item count, read from the browser's cart. A signed-in visitor's cart is merged
 * with their server cart once per sign-in; that code loads only then.
 */
export function CartLink({ signedInUserId }: { signedInUserId: string | null }) {
  const count = useSyncExternalStore(subscribeToCart, cartCount, () => 0);
  useEffect(() => {
    if (!signedInUserId || sessionStorage.getItem(SIGN_IN_MERGE_MARK) === signedInUserId) return;
    void import("./server-cart-sync.ts").then(async ({ mergeWithServerCart }) => {
      if (await mergeWithServerCart()) sessionStorage.setItem(SIGN_IN_MERGE_MARK, signedInUserId);
    });
  }, [signedInUserId]);
  return (
    <Link
      to="/shop/cart"
      aria-label={count === 1 ? "Cart, 1 item" : `Cart, ${count} items`}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
