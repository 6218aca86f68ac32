import { company } from "../content/company.ts";
export const meta = () => [{ title: `Your Cart | ${company.name}` }];

export default function ShopCartPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Your Cart</h1>
    </div>
  );
}
