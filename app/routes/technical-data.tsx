import { company } from "../content/company.ts";
export const meta = () => [{ title: `Technical Data | ${company.name}` }];

export default function TechnicalDataPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Technical Data</h1>
    </div>
  );
}
