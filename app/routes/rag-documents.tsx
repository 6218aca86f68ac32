import { company } from "#app/content/company.ts";
import { LibraryPage } from "#app/areas/library/index.ts";
import { listDocuments } from "#app/areas/library/index.server.ts";
import type { Route } from "./+types/rag-documents";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await listDocuments(context.services.db, {}) };
}

export const meta = () => [{ title: `Documents | ${company.name}` }];

export default function RagDocumentsPage({ loaderData }: Route.ComponentProps) {
  return <LibraryPage items={loaderData.items} />;
}
