import { company } from "../content/company.ts";
export const meta = () => [{ title: `Order Confirmation | ${company.name}` }];

export default function ShopOrderConfirmationPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Order Confirmation</h1>
    </div>
  );
}
