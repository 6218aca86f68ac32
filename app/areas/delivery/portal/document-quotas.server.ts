import { and, eq, gt, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { HttpError } from "#server/http/errors.ts";
import { documentSizeText } from "./document-types.ts";
import { MAX_DOCUMENT_BYTES, tooLarge, type UploadLimit } from "./document-upload.server.ts";
import { projectDocuments } from "./tables.server.ts";

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

type QuotaConfig = Pick<Config, "DOCUMENT_QUOTA_PER_PROJECT_MB" | "DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY">;

function projectFull(config: QuotaConfig, left: number) {
  const message = `A project's documents may take ${config.DOCUMENT_QUOTA_PER_PROJECT_MB} MB together: ${left > 0 ? `${documentSizeText(left)} left` : "none left"}`;
  return new HttpError(413, message, { file: message }, { Connection: "close" });
}

function dailyLimitReached(config: QuotaConfig, left: number) {
  const message = `An account may upload ${config.DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY} MB in 24 hours: ${left > 0 ? `${documentSizeText(left)} left` : "none left, try again tomorrow"}`;
  return new HttpError(429, message, { file: message }, { Connection: "close" });
}

/** Bytes stored for the project, and uploaded by the user in the last 24 hours. */
async function usedBytes(db: Pick<Database, "select">, user: SessionUser, projectId: string) {
  const total = sql<string>`coalesce(sum(${projectDocuments.size}), 0)`;
  const [[project], [account]] = await Promise.all([
    db.select({ bytes: total }).from(projectDocuments).where(eq(projectDocuments.projectId, projectId)),
    db
      .select({ bytes: total })
      .from(projectDocuments)
      .where(
        and(eq(projectDocuments.uploadedById, user.id), gt(projectDocuments.createdAt, new Date(Date.now() - DAY_MS))),
      ),
  ]);
  return { project: Number(project!.bytes), account: Number(account!.bytes) };
}

/**
 * How large the next upload to the project may be (the file limit, or what is left of either quota, whichever is
 * smaller) and the answer past it; a quota already used up is refused before any byte of the body is read.
 */
export async function uploadAllowance(
  db: Database,
  config: QuotaConfig,
  user: SessionUser,
  projectId: string,
): Promise<UploadLimit> {
  const used = await usedBytes(db, user, projectId);
  const projectLeft = config.DOCUMENT_QUOTA_PER_PROJECT_MB * MB - used.project;
  const accountLeft = config.DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY * MB - used.account;
  if (projectLeft <= 0) throw projectFull(config, projectLeft);
  if (accountLeft <= 0) throw dailyLimitReached(config, accountLeft);
  const bytes = Math.min(MAX_DOCUMENT_BYTES, projectLeft, accountLeft);
  if (bytes === MAX_DOCUMENT_BYTES) return { bytes, error: tooLarge };
  if (bytes === projectLeft) return { bytes, error: () => projectFull(config, projectLeft) };
  return { bytes, error: () => dailyLimitReached(config, accountLeft) };
}

/**
 * Checks again, inside the transaction that inserts the document, that `size` more bytes fit both quotas: the
 * project's row is already locked by the caller, and the account's uploads are serialised here, so two uploads at
 * once cannot both take the last megabytes.
 */
export async function lockUploadQuotas(
  tx: Database,
  config: QuotaConfig,
  user: SessionUser,
  projectId: string,
  size: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-uploads:${user.id}`}))`);
  const used = await usedBytes(tx, user, projectId);
  const projectLeft = config.DOCUMENT_QUOTA_PER_PROJECT_MB * MB - used.project;
  const accountLeft = config.DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY * MB - used.account;
  if (size > projectLeft) throw projectFull(config, projectLeft);
  if (size > accountLeft) throw dailyLimitReached(config, accountLeft);
}
