import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { formatCents } from "#app/lib/format.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { MAX_LINE_QUANTITY, type CartItem, type CartQuote, type QuoteLine } from "#app/areas/commerce/shop/index.ts";
import { additionFromUrl } from "./addition-from-url.ts";
import { addToCart, saveCart } from "./cart-changes.ts";
import { readCart, subscribeToCart } from "./cart-storage.ts";
import { QuantityInput } from "./quantity-input.tsx";
import { mergeWithServerCart } from "./server-cart-sync.ts";
import { useSignedIn } from "./use-signed-in.ts";

type Load = { state: "loading" } | { state: "ready"; quote: CartQuote } | { state: "failed" };

const EMPTY_QUOTE: CartQuote = {
  lines: [],
  subtotalCents: 0,
  taxCents: 0,
  shippingCents: 0,
  totalCents: 0,
  taxRateBasisPoints: 0,
};

/** The quote's lines the cart can hold: a quantity the stock capped is kept at what is left. */
function cappedItems(quote: CartQuote, items: readonly CartItem[]): CartItem[] | null {
  const capped = new Map(
    quote.lines
      .filter((line) => line.quantity > 0 && line.quantity < line.requestedQuantity)
      .map((line) => [line.sku, line.quantity]),
  );
  if (capped.size === 0) return null;
  return items.map((item) => ({ sku: item.sku, quantity: capped.get(item.sku) ?? item.quantity }));
}

function problemText(line: QuoteLine): string | null {
  if (!line.problem) return null;
  if (line.quantity > 0)
    return `${line.problem.charAt(0).toUpperCase()}${line.problem.slice(1)}: the quantity was reduced to ${line.quantity}.`;
  if (line.available === 0 && line.slug && line.problem !== "no longer sold")
    return "Out of stock — order for installation. Remove it to check out.";
  return `This product is ${line.problem}. Remove it to check out.`;
}

/** The cart: its lines priced by the server, quantities capped by stock, and the way to checkout. */
export function CartPage() {
  const signedIn = useSignedIn();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  // Why a quantity was reduced, kept after the reduced cart is quoted again (which no longer reports it).
  const [notices, setNotices] = useState<Record<string, string>>({});
  const notify = useCallback((sku: string, notice: string) => setNotices((all) => ({ ...all, [sku]: notice })), []);

  const requote = useCallback(async () => {
    const items = readCart();
    if (items.length === 0) return setLoad({ state: "ready", quote: EMPTY_QUOTE });
    try {
      const quote = await apiRequest<CartQuote>("POST", "/api/cart/quote", { items });
      for (const line of quote.lines) {
        if (line.problem && line.quantity > 0) notify(line.sku, problemText(line)!);
      }
      const capped = cappedItems(quote, items);
      if (capped) saveCart(capped, signedIn);
      setLoad({ state: "ready", quote });
    } catch {
      setLoad({ state: "failed" });
    }
  }, [signedIn, notify]);

  const navigate = useNavigate();
  // Once per visit, even when development's strict mode runs the effect twice.
  const additionTaken = useRef(false);
  useEffect(() => {
    if (additionTaken.current) return;
    additionTaken.current = true;
    const addition = additionFromUrl(window.location.search);
    if (window.location.search) void navigate("/shop/cart", { replace: true });
    // The quote that follows caps the quantity by stock and says so.
    if (addition) addToCart(addition.sku, addition.quantity, MAX_LINE_QUANTITY, signedIn);
  }, [navigate, signedIn]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (signedIn) await mergeWithServerCart();
      if (!cancelled) await requote();
    })();
    const unsubscribe = subscribeToCart(() => void requote());
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [signedIn, requote]);

  const setQuantity = (sku: string, quantity: number) =>
    saveCart(
      readCart().map((item) => (item.sku === sku ? { sku, quantity } : item)),
      signedIn,
    );
  const remove = (sku: string) =>
    saveCart(
      readCart().filter((item) => item.sku !== sku),
      signedIn,
    );

  if (load.state === "loading") {
    return (
      <p role="status" className="mt-8 text-slate-700 dark:text-slate-300">
        Loading Cart...
      </p>
    );
  }
  if (load.state === "failed") {
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-400">
        We could not load your cart's prices. Please check your connection and reload the page.
      </p>
    );
  }
  const { quote } = load;
  if (quote.lines.length === 0) {
    return (
      <div className="mt-8">
        <EmptyState>
          Your cart is empty.{" "}
          <Link to="/shop/products" className="font-semibold text-brand-700 underline dark:text-brand-300">
            Browse products
          </Link>
        </EmptyState>
      </div>
    );
  }
  const buyable = quote.lines.some((line) => line.quantity > 0);
  const blocked = quote.lines.some((line) => line.quantity === 0);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {quote.lines.map((line) => (
          <CartLine
            key={`${line.sku}:${line.quantity}`}
            line={line}
            notice={notices[line.sku] ?? problemText(line)}
            onQuantity={setQuantity}
            onNotice={notify}
            onRemove={remove}
          />
        ))}
      </ul>
      <section
        aria-labelledby="cart-summary"
        className="h-fit rounded-xl border border-slate-200 p-5 dark:border-slate-700"
      >
        <h2 id="cart-summary" className="text-lg font-semibold">
          Order summary
        </h2>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatCents(quote.subtotalCents)}</dd>
          <dt>Sales tax ({quote.taxRateBasisPoints / 100}%, Redding, CA)</dt>
          <dd>{formatCents(quote.taxCents)}</dd>
          <dt>Shipping (free for pickup in Redding or with installation)</dt>
          <dd>{formatCents(quote.shippingCents)}</dd>
          <dt className="border-t border-slate-200 pt-2 font-semibold dark:border-slate-700">Total</dt>
          <dd data-testid="cart-total" className="border-t border-slate-200 pt-2 font-semibold dark:border-slate-700">
            {formatCents(quote.totalCents)}
          </dd>
        </dl>
        {blocked ? (
          <p className="mt-4 text-sm text-amber-800 dark:text-amber-300">
            Remove the products that cannot be bought to check out.
          </p>
        ) : null}
        {buyable && !blocked ? (
          <Link to="/shop/checkout" className={`${buttonClass()} mt-4 w-full`}>
            Proceed to checkout
          </Link>
        ) : null}
      </section>
    </div>
  );
}

function CartLine({
  line,
  notice,
  onQuantity,
  onNotice,
  onRemove,
}: {
  line: QuoteLine;
  notice: string | null;
  onQuantity: (sku: string, quantity: number) => void;
  onNotice: (sku: string, notice: string) => void;
  onRemove: (sku: string) => void;
}) {
  const [typed, setTyped] = useState(String(line.quantity || line.requestedQuantity));
  const [error, setError] = useState<string | null>(null);
  const inputId = `cart-quantity-${line.sku}`;

  function commit() {
    const wanted = Number(typed);
    if (!Number.isInteger(wanted) || wanted < 1) return setError("Please enter a quantity of at least 1");
    setError(null);
    if (wanted > line.available)
      onNotice(line.sku, `Only ${line.available} left: the quantity was reduced to ${line.available}.`);
    const quantity = Math.min(wanted, line.available);
    if (quantity > 0 && quantity !== line.quantity) onQuantity(line.sku, quantity);
    else setTyped(String(line.quantity));
  }

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="cart-line">
      <div>
        {line.slug && line.name ? (
          <Link to={`/shop/products/${line.slug}`} className="font-semibold hover:underline">
            {line.name}
          </Link>
        ) : (
          <span className="font-semibold">{line.sku}</span>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          SKU {line.sku}
          {line.unitPriceCents > 0 ? ` · ${formatCents(line.unitPriceCents)} each` : ""}
        </p>
        {notice ? (
          <p role="status" className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
            {notice}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:justify-end">
        {line.quantity > 0 ? (
          <QuantityInput
            id={inputId}
            max={line.available}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
            invalid={Boolean(error)}
            describedBy={error ? `${inputId}-error` : undefined}
          />
        ) : null}
        <p className="min-w-24 text-right font-semibold">{formatCents(line.lineTotalCents)}</p>
        <button
          type="button"
          onClick={() => onRemove(line.sku)}
          className="text-sm font-medium text-red-700 underline dark:text-red-400"
          aria-label={`Remove ${line.name ?? line.sku}`}
        >
          Remove
        </button>
        {error ? (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="basis-full text-right text-sm text-red-700 dark:text-red-400"
          >
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
