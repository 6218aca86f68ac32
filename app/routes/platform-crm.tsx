import { company } from "../content/company.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/platform-crm";

export function loader({ context, request }: Route.LoaderArgs) {
  requireAccess(context, request, "admin");
  return null;
}

export const meta = () => [{ title: `CRM | ${company.name}` }];

export default function PlatformCrmPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">CRM</h1>
    </div>
  );
}
