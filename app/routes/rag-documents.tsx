import { company } from "#app/content/company.ts";
import { accessCheckOnlyLoader } from "#app/lib/page-access.server.ts";

export const loader = accessCheckOnlyLoader;

export const meta = () => [{ title: `Documents | ${company.name}` }];

export default function RagDocumentsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Documents</h1>
    </div>
  );
}
