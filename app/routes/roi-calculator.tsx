import { company } from "../content/company.ts";
export const meta = () => [{ title: `Solar ROI Calculator | ${company.name}` }];

export default function RoiCalculatorPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Solar ROI Calculator</h1>
    </div>
  );
}
