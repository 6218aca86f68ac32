import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { addToCart } from "./cart-changes.ts";
import { QuantityInput } from "./quantity-input.tsx";
import { useSignedIn } from "./use-signed-in.ts";

/** Quantity and "Add to cart"; the cart never holds more than the stock, and says so. */
export function AddToCartForm({ sku, name, stock }: { sku: string; name: string; stock: number }) {
  const signedIn = useSignedIn();
  const [quantity, setQuantity] = useState("1");
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "note" | "error" } | null>(null);
  const inputId = `quantity-${sku}`;
  const messageId = `cart-message-${sku}`;
  if (stock === 0) return null;

  function add(event: React.FormEvent) {
    event.preventDefault();
    const wanted = Number(quantity);
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > stock) {
      setMessage({ text: `Please enter a quantity from 1 to ${stock}`, tone: "error" });
      return;
    }
    const result = addToCart(sku, wanted, stock, signedIn);
    setMessage(
      result.capped
        ? { text: `Only ${stock} left: your cart now holds ${result.quantity}.`, tone: "note" }
        : { text: `Added to your cart (${result.quantity} in cart).`, tone: "ok" },
    );
  }

  return (
    // Sent before the page's code has run, the form still adds the product: the cart page takes it from the URL.
    <form
      method="get"
      action="/shop/cart"
      onSubmit={add}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label={`Add ${name} to cart`}
    >
      <input type="hidden" name="add" value={sku} />
      <QuantityInput
        id={inputId}
        name="quantity"
        max={stock}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        invalid={message?.tone === "error"}
        describedBy={message ? messageId : undefined}
      />
      <Button type="submit">Add to cart</Button>
      {message ? (
        <p
          id={messageId}
          role={message.tone === "error" ? "alert" : "status"}
          className={`basis-full text-sm ${message.tone === "error" ? "text-red-700 dark:text-red-400" : message.tone === "note" ? "text-amber-800 dark:text-amber-300" : "text-emerald-800 dark:text-emerald-300"}`}
        >
          {message.text}{" "}
          {message.tone !== "error" ? (
            <Link to="/shop/cart" className="font-semibold underline">
              View cart
            </Link>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
