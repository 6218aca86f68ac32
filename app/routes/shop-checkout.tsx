import { company } from "../content/company.ts";
export const meta = () => [{ title: `Checkout | ${company.name}` }];

export default function ShopCheckoutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Checkout</h1>
    </div>
  );
}
