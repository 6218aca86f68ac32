import { company } from "#app/content/company.ts";
import { buildLegalDocuments, type LegalDocument } from "#app/content/legal.ts";
import { pageMeta } from "#app/areas/site/seo/index.ts";

const documents = buildLegalDocuments(company);

/** The legal document served at a path (/privacy, /terms, /accessibility), or null. */
export function legalDocumentFor(pathname: string): LegalDocument | null {
  const slug = pathname.replace(/^\/|\/$/g, "");
  return documents.find((document) => document.slug === slug) ?? null;
}

/** A legal page's data with its own title, description and canonical URL. */
export function loadLegalPage(pathname: string) {
  const document = legalDocumentFor(pathname);
  if (!document) return null;
  return {
    document,
    meta: pageMeta({
      title: document.title,
      description: `The ${document.title.toLowerCase()} of ${company.name}: what it covers, your choices and how to reach us.`,
      path: `/${document.slug}`,
    }),
  };
}
