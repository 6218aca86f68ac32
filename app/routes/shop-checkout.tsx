export const meta = () => [{ title: "Checkout | Shasta Sun Solar" }];

export default function ShopCheckoutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Checkout</h1>
    </div>
  );
}
