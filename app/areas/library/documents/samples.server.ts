import { readFile } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/client.ts";
import { projectDocumentChunks } from "#app/areas/delivery/tables.server.ts";
import { equipmentDatasheetMarkdown, faultCodesMarkdown } from "./generated-samples.ts";
import { addDocument, storeFileBytes } from "./library.server.ts";
import type { DocumentFields } from "./document-schemas.ts";
import { documents } from "./tables.server.ts";

const SAMPLE_DIR = new URL("../../../../server/seed-documents/", import.meta.url);

interface Sample extends Omit<DocumentFields, "supersededById"> {
  file: string;
  /** The sample that replaces this one in force. */
  supersededBy?: string;
  /** Written from the site's content instead of read from a file. */
  text?: () => string;
}

/**
 * The sample library (decision 0158): written for this company from the fact sheet and the site's sourced content,
 * each marked as a sample, every audience and a superseded pair among them, so the assistant can be tried and
 * measured (`npm run bench:retrieval`) before the office adds its own documents.
 */
export const samples: readonly Sample[] = [
  {
    file: "warranty-guide.md",
    title: "Your warranties, explained",
    category: "warranty",
    audience: "public",
    effectiveOn: "2026-11-01",
  },
  {
    file: "maintenance-guide.md",
    title: "Maintenance and cleaning guide",
    category: "manual",
    audience: "public",
    effectiveOn: "2026-11-01",
  },
  {
    file: "net-billing-explainer.md",
    title: "PG&E's Solar Billing Plan (net billing) explained",
    category: "utility",
    audience: "public",
    effectiveOn: "2026-08-12",
  },
  {
    file: "utilities-compared.md",
    title: "REU, Shasta Lake and PG&E compared",
    category: "utility",
    audience: "public",
    effectiveOn: "2026-03-01",
  },
  {
    file: "battery-faq.md",
    title: "Home battery questions and answers",
    category: "manual",
    audience: "public",
    effectiveOn: "2026-11-01",
  },
  {
    file: "sgip.md",
    title: "SGIP battery incentives",
    category: "incentive",
    audience: "public",
    effectiveOn: "2025-09-25",
  },
  {
    file: "permitting-shasta-county.md",
    title: "Solar permits in Redding and Shasta County",
    category: "permitting",
    audience: "public",
    effectiveOn: "2026-11-01",
  },
  {
    file: "pge-rates-2026-03.md",
    title: "PG&E time-of-use rates, March 2026",
    category: "utility",
    audience: "public",
    effectiveOn: "2026-03-01",
  },
  {
    file: "pge-rates-2026-01.md",
    title: "PG&E time-of-use rates, January 2026",
    category: "utility",
    audience: "public",
    effectiveOn: "2026-01-01",
    supersededBy: "pge-rates-2026-03.md",
  },
  {
    file: "equipment-datasheets.md",
    title: "Equipment datasheet facts",
    category: "datasheet",
    audience: "public",
    effectiveOn: "2026-11-01",
    text: equipmentDatasheetMarkdown,
  },
  {
    file: "inverter-fault-codes.md",
    title: "Inverter fault codes",
    category: "manual",
    audience: "public",
    effectiveOn: "2026-11-01",
    text: faultCodesMarkdown,
  },
  {
    file: "after-installation.md",
    title: "After installation: a client's checklist",
    category: "policy",
    audience: "clients",
    effectiveOn: "2026-11-01",
  },
  {
    file: "technician-field-notes.md",
    title: "Technician field notes: Enphase and SolarEdge",
    category: "datasheet",
    audience: "staff",
    effectiveOn: "2026-11-01",
  },
];

const textOf = async (sample: Sample) => sample.text?.() ?? (await readFile(new URL(sample.file, SAMPLE_DIR), "utf8"));

/** Adds every sample through the upload's own path (stored in chunks, extracted, indexed); returns their ids by file. */
export async function addSampleDocuments(db: Database): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // Newer documents first, so a superseded one can name its successor.
  const ordered = [...samples].sort((a, b) => Number(Boolean(a.supersededBy)) - Number(Boolean(b.supersededBy)));
  for (const sample of ordered) {
    const file = await storeFileBytes(db, sample.file, Buffer.from(await textOf(sample), "utf8"));
    const { file: _file, supersededBy, text: _text, ...fields } = sample;
    const saved = await addDocument(
      db,
      null,
      file,
      { ...fields, supersededById: supersededBy ? ids.get(supersededBy) : undefined },
      true,
    );
    ids.set(sample.file, saved.id);
  }
  return ids;
}

/** `npm run documents:remove-samples`: deletes every sample document, its passages and its bytes; others stay. */
export async function removeSampleDocuments(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(documents).where(eq(documents.sample, true)).returning({ id: documents.id });
    const ids = removed.map((row) => row.id);
    if (ids.length > 0) await tx.delete(projectDocumentChunks).where(inArray(projectDocumentChunks.documentId, ids));
    await recordAuditEvent(tx, {
      actor: null,
      action: "document.remove_samples",
      entity: "document",
      after: { removed: ids.length },
      clientAddress: null,
    });
    return ids.length;
  });
}
