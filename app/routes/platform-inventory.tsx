import { company } from "../content/company.ts";
import { accessCheckOnlyLoader } from "../lib/page-access.server.ts";

export const loader = accessCheckOnlyLoader;

export const meta = () => [{ title: `Inventory | ${company.name}` }];

export default function PlatformInventoryPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Inventory</h1>
    </div>
  );
}
