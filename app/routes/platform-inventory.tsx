import { company } from "../content/company.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/platform-inventory";

export function loader({ context, request }: Route.LoaderArgs) {
  requireAccess(context, request, "admin");
  return null;
}

export const meta = () => [{ title: `Inventory | ${company.name}` }];

export default function PlatformInventoryPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Inventory</h1>
    </div>
  );
}
