import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { CheckoutForm, PLACE_ORDER_FAILED, STOCK_CHANGED } from "./checkout-form.tsx";

const user = userEvent.setup();
const items = [{ sku: "NR-400", quantity: 2 }];
const contact = { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" };
const quote = {
  lines: [
    {
      sku: "NR-400",
      name: "North Ridge 400 W",
      slug: "north-ridge-400-w",
      quantity: 2,
      requestedQuantity: 2,
      available: 9,
      unitPriceCents: 20000,
      lineTotalCents: 40000,
      problem: null,
    },
  ],
  subtotalCents: 40000,
  taxCents: 2900,
  shippingCents: 0,
  totalCents: 42900,
  taxRateBasisPoints: 725,
};

/** The form, its orders answered by `order` and its quotes by the quote above. */
function renderCheckout(order: Parameters<typeof answerFetch>[0], withContact = true) {
  const sent = answerFetch((url) =>
    url === "/api/cart/quote" ? { status: 200, body: quote } : typeof order === "function" ? order(url) : order,
  );
  renderInPage(
    <CheckoutForm
      items={items}
      contact={withContact ? contact : undefined}
      paymentMethods={["invoice"]}
      onPlaced={() => undefined}
    />,
    { otherPages: ["/shop/orders/confirmation"] },
  );
  return sent;
}

async function continueTo(heading: string) {
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: heading });
}

/** Contact (filled from the account), a shipping address, invoice: up to the review. */
async function reachReview() {
  await continueTo("Delivery");
  await user.type(field("Street address"), "1450 Court St");
  await user.type(field("City"), "Redding");
  await user.type(field("ZIP code"), "96001");
  await continueTo("Billing and payment");
  await continueTo("Review");
  await screen.findByText("2 × North Ridge 400 W");
}

describe("the checkout form", () => {
  it("checks only the step shown: its messages under its fields, what was typed kept, the first in focus", async () => {
    const sent = renderCheckout({ status: 500 }, false);
    await user.type(field("Phone"), "555");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(fieldError("Full name")).toBe("Please enter your name"));
    expect(fieldError("Phone")).toBe("Please enter a valid phone number with at least 10 digits");
    expect(field("Phone")).toHaveProperty("value", "555");
    expect(document.activeElement).toBe(field("Full name"));
    expect(screen.getByRole("heading", { name: "Contact" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("keeps each step's values when the client goes back, and sends the order as the API names it", async () => {
    const sent = renderCheckout({ status: 201, body: { confirmationUrl: "/shop/orders/confirmation" } });
    await reachReview();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { name: "Billing and payment" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(field("Street address")).toHaveProperty("value", "1450 Court St");
    await continueTo("Billing and payment");
    await continueTo("Review");
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: "/shop/orders/confirmation" });
    expect(sent.find((request) => request.url === "/api/orders")?.body).toEqual({
      items,
      contact,
      delivery: {
        method: "ship",
        address: { line1: "1450 Court St", line2: "", city: "Redding", state: "CA", postalCode: "96001" },
      },
      billingAddress: null,
      paymentMethod: "invoice",
    });
  });

  it("says which products ran short when the stock changed, with the way back to the cart", async () => {
    renderCheckout({ status: 409, body: { message: "Short", problems: [{ sku: "NR-400", available: 1 }] } });
    await reachReview();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText(STOCK_CHANGED)).toBeTruthy();
    expect(screen.getByText("NR-400: only 1 left")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change your cart" })).toBeTruthy();
  });

  it("opens the step of a field the server refused, its message under it and the field in focus", async () => {
    renderCheckout({
      status: 400,
      body: { message: "Invalid input", errors: { "delivery.address.postalCode": "We do not deliver there" } },
    });
    await reachReview();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: "Delivery" });
    expect(fieldError("ZIP code")).toBe("We do not deliver there");
    await waitFor(() => expect(document.activeElement).toBe(field("ZIP code")));
    expect(field("Street address")).toHaveProperty("value", "1450 Court St");
  });

  it(`says "${PLACE_ORDER_FAILED}" when the server cannot be reached, and the order can be placed again`, async () => {
    renderCheckout("network down");
    await reachReview();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByText(PLACE_ORDER_FAILED)).closest("[role=alert]")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Place order" })).toHaveProperty("disabled", false);
  });
});
