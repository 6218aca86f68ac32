import { company } from "../content/company.ts";
export const meta = () => [{ title: `Product Comparison | ${company.name}` }];

export default function ComparisonPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Product Comparison</h1>
    </div>
  );
}
