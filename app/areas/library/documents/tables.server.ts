import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/tables.server.ts";
import { projectDocuments } from "#app/areas/delivery/tables.server.ts";
import { audiences, libraryCategories, libraryFileTypes, type Audience, type LibraryCategory } from "./vocabulary.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** A full-text search vector, always computed by the database from the passage's own columns. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A document of the company's library. Its bytes are stored as the portal's are, in project_document_chunks rows of
 * 256 KB keyed by this id (decision 0155): one chunked store, one reader, one leftover-chunk job.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    uploadedById: uuid().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    category: text().$type<LibraryCategory>().notNull(),
    audience: text().$type<Audience>().notNull(),
    effectiveOn: date(),
    /** The newer document that replaces this one in force; answers from this one say so. */
    supersededById: uuid().references((): AnyPgColumn => documents.id, { onDelete: "set null" }),
    /** Written by us as an example (server/seed-documents), removed by `npm run documents:remove-samples`. */
    sample: boolean().notNull().default(false),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    /** Pages of a PDF; 1 for a file without pages. */
    pages: integer().notNull(),
    /** Bumped on each replacement: a citation names the text it was taken from. */
    version: integer().notNull().default(1),
  },
  (table) => [
    index("documents_category_idx").on(table.category, table.title),
    check("documents_category_check", sql`${table.category} in (${inList(libraryCategories)})`),
    check("documents_audience_check", sql`${table.audience} in (${inList(audiences)})`),
    check("documents_content_type_check", sql`${table.contentType} in (${inList(libraryFileTypes)})`),
    check("documents_not_superseded_by_itself", sql`${table.supersededById} is distinct from ${table.id}`),
  ],
);

/**
 * A passage of a library document or of a client's project document: its heading path, page, text and two search
 * vectors the database computes (decision 0156): `english` over the heading path (weight A) and the text (B), and
 * `simple` over `codes`, the model numbers and fault codes of the text written whole, joined and in parts.
 * Exactly one of documentId and projectDocumentId is set; either document's deletion takes its passages with it.
 */
export const documentPassages = pgTable(
  "document_passages",
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid().references(() => documents.id, { onDelete: "cascade" }),
    projectDocumentId: uuid().references(() => projectDocuments.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    headingPath: text().notNull(),
    page: integer(),
    body: text().notNull(),
    codes: text().notNull(),
    searchEnglish: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, heading_path), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')`,
      ),
    searchCodes: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, codes)`),
  },
  (table) => [
    index("document_passages_document_id_idx").on(table.documentId, table.position),
    index("document_passages_project_document_id_idx").on(table.projectDocumentId, table.position),
    // Without a pending list: an insert updates the index at once, so a search never scans unmerged entries (which
    // made the planner skip the index until the next vacuum). Inserts are uploads, rare; searches are many.
    index("document_passages_search_english_idx").using("gin", table.searchEnglish).with({ fastupdate: false }),
    index("document_passages_search_codes_idx").using("gin", table.searchCodes).with({ fastupdate: false }),
    check("document_passages_one_document", sql`(${table.documentId} is null) <> (${table.projectDocumentId} is null)`),
  ],
);

/**
 * Which client project documents the indexing job has read (decision 0155): one row each, so a document with no text
 * (a photo, a scan) is tried once, not on every run; it goes with its document.
 */
export const projectDocumentIndex = pgTable("project_document_index", {
  projectDocumentId: uuid()
    .primaryKey()
    .references(() => projectDocuments.id, { onDelete: "cascade" }),
  indexedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  passages: integer().notNull(),
  /** Why no text was taken (an image, an unreadable file), shown to staff; null when indexed. */
  failure: text(),
});
