import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  clientDocumentCategories,
  documentCategories,
  projectTypes,
  stageStates,
  waitingOnParties,
} from "#app/content/project-stages.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Whose side wrote a message or uploaded a document. */
export const portalSides = ["client", "staff"] as const;
export type PortalSide = (typeof portalSides)[number];

/** A client's project: one client account, optionally the lead it came from, one project manager (an admin). */
export const projects = pgTable(
  "projects",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    title: text().notNull(),
    type: text().$type<(typeof projectTypes)[number]>().notNull(),
    siteAddress: text().notNull(),
    systemSizeKw: numeric({ precision: 8, scale: 2, mode: "number" }),
    batteryKwh: numeric({ precision: 8, scale: 2, mode: "number" }),
    utility: text().$type<(typeof utilityIds)[number]>(),
    projectManagerId: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("projects_client_id_idx").on(table.clientId, table.updatedAt),
    index("projects_updated_at_idx").on(table.updatedAt, table.id),
    // A lead becomes at most one project.
    uniqueIndex("projects_lead_id_idx").on(table.leadId),
    check("projects_type_check", sql`${table.type} in (${inList(projectTypes)})`),
    check("projects_utility_check", sql`${table.utility} is null or ${table.utility} in (${inList(utilityIds)})`),
  ],
);

/** The project a row belongs to: it goes when the project goes. */
const projectIdColumn = () =>
  uuid()
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/** A project's stages, copied from its type's template (app/content/project-stages.ts) when it is created. */
export const projectStages = pgTable(
  "project_stages",
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: projectIdColumn(),
    position: integer().notNull(),
    name: text().notNull(),
    explanation: text().notNull(),
    state: text().$type<(typeof stageStates)[number]>().notNull().default("upcoming"),
    plannedOn: date(),
    completedOn: date(),
    waitingOn: text().$type<(typeof waitingOnParties)[number]>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("project_stages_project_id_position_idx").on(table.projectId, table.position),
    check("project_stages_state_check", sql`${table.state} in (${inList(stageStates)})`),
    check(
      "project_stages_waiting_on_check",
      sql`${table.waitingOn} is null or ${table.waitingOn} in (${inList(waitingOnParties)})`,
    ),
  ],
);

/** Short client-visible updates staff post on a project. */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    projectId: projectIdColumn(),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
  },
  (table) => [index("project_updates_project_id_created_at_idx").on(table.projectId, table.createdAt)],
);

/**
 * A document's metadata, written once its bytes are all stored; the bytes live in project_document_chunks so no list
 * query reads them.
 */
export const projectDocuments = pgTable(
  "project_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    projectId: projectIdColumn(),
    uploadedById: uuid().references(() => users.id, { onDelete: "set null" }),
    uploadedBySide: text().$type<PortalSide>().notNull(),
    name: text().notNull(),
    category: text().$type<(typeof documentCategories)[number]>().notNull(),
    /** Sniffed from the bytes on upload, never taken from the browser. */
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Of the bytes as received, in hex. */
    sha256: text().notNull(),
  },
  (table) => [
    index("project_documents_project_id_created_at_idx").on(table.projectId, table.createdAt),
    check("project_documents_category_check", sql`${table.category} in (${inList(documentCategories)})`),
    check("project_documents_side_check", sql`${table.uploadedBySide} in (${inList(portalSides)})`),
  ],
);

/**
 * A document's bytes in pieces of DOCUMENT_CHUNK_BYTES, numbered from 0. They are written before their document row
 * (an upload is streamed in, its document inserted at the end), so document_id has no foreign key; chunks whose
 * document never came are deleted by a background job (decision 0065).
 */
export const projectDocumentChunks = pgTable(
  "project_document_chunks",
  {
    documentId: uuid().notNull(),
    seq: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    content: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.seq] })],
);

export const actionItemKinds = ["upload", "confirm"] as const;
export type ActionItemKind = (typeof actionItemKinds)[number];

/** Something staff ask the client to do: upload a document, or confirm. */
export const projectActionItems = pgTable(
  "project_action_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    projectId: projectIdColumn(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    kind: text().$type<ActionItemKind>().notNull(),
    /** The kind of document an upload item asks for: the client's upload form preselects it. */
    category: text().$type<(typeof clientDocumentCategories)[number]>(),
    dueOn: date(),
    completedAt: timestamp({ withTimezone: true }),
    completedById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The upload that completed it. */
    documentId: uuid().references(() => projectDocuments.id, { onDelete: "set null" }),
  },
  (table) => [
    index("project_action_items_project_id_idx").on(table.projectId, table.createdAt),
    index("project_action_items_open_idx")
      .on(table.projectId)
      .where(sql`${table.completedAt} is null`),
    check("project_action_items_kind_check", sql`${table.kind} in (${inList(actionItemKinds)})`),
    check(
      "project_action_items_category_check",
      sql`${table.category} is null or (${table.category} in (${inList(clientDocumentCategories)}) and ${table.kind} = 'upload')`,
    ),
  ],
);

/** The one thread per project between the client and staff. */
export const projectMessages = pgTable(
  "project_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    projectId: projectIdColumn(),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    authorSide: text().$type<PortalSide>().notNull(),
    body: text().notNull(),
    /** When the other side first saw it. */
    readAt: timestamp({ withTimezone: true }),
    /** When the unread-message e-mail covering it was queued: one per unread burst. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("project_messages_project_id_created_at_idx").on(table.projectId, table.createdAt),
    // Unread counts and the unread-mail job read only the unread sliver.
    index("project_messages_unread_idx")
      .on(table.projectId, table.authorSide, table.createdAt)
      .where(sql`${table.readAt} is null`),
    check("project_messages_side_check", sql`${table.authorSide} in (${inList(portalSides)})`),
  ],
);

/** A client's choice of the portal's non-essential e-mails; no row means the default (on). */
export const portalMailSettings = pgTable("portal_mail_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  projectNews: boolean().notNull().default(true),
});
