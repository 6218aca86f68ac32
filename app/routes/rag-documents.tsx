import { company } from "../content/company.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/rag-documents";

export function loader({ context, request }: Route.LoaderArgs) {
  requireAccess(context, request, "admin");
  return null;
}

export const meta = () => [{ title: `Documents | ${company.name}` }];

export default function RagDocumentsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Documents</h1>
    </div>
  );
}
