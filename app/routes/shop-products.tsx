import { company } from "../content/company.ts";
export const meta = () => [{ title: `Solar Products | ${company.name}` }];

export default function ShopProductsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Solar Products</h1>
    </div>
  );
}
