import { company } from "../content/company.ts";
export const meta = () => [{ title: `Commerce | ${company.name}` }];

export default function CommercePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Commerce</h1>
    </div>
  );
}
