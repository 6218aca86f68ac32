import { company } from "../content/company.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/enterprise-carm";

export function loader({ context, request }: Route.LoaderArgs) {
  requireAccess(context, request, "admin");
  return null;
}

export const meta = () => [{ title: `Enterprise CARM | ${company.name}` }];

export default function EnterpriseCarmPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Enterprise CARM</h1>
    </div>
  );
}
