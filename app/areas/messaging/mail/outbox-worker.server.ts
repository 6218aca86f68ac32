import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { NodemailerError } from "nodemailer";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { MailSender, MailTransport } from "./transport.server.ts";
import { mailOutbox, type MailOutboxRow } from "./tables.server.ts";
import { oneOfRows } from "#app/lib/one-of-rows.server.ts";

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  /** Null when SMTP_URL is unset: nothing is sent and mails wait in the outbox. */
  transport: MailTransport | null;
  sender: MailSender;
  /** How often the outbox is checked for due mails. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** A claimed mail is hidden from other workers this long; it must outlast one SMTP delivery with its timeouts. */
  leaseSeconds?: number;
  /** After this many attempts a mail is marked failed and no longer retried. */
  maxAttempts?: number;
  /** Retry delays double from this, up to backoffMaxSeconds. */
  backoffBaseSeconds?: number;
  backoffMaxSeconds?: number;
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Retry n (1-based) waits base·2^(n-1) seconds, capped: 1, 2, 4 ... 60 minutes with the defaults. */
export function backoffSeconds(attempt: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds);
}

/**
 * Sends the outbox over SMTP. Any number of workers (in one process or many)
 * may run against one database: each claims due rows with FOR UPDATE SKIP LOCKED
 * and pushes them a lease into the future in the same transaction, so no two
 * workers hold the same mail, and a worker that dies mid-send leaves its mails
 * to be retried once the lease ends. A mail is marked sent only after the SMTP
 * server accepted it; a crash between those two steps is the only way one can go out twice.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "transport">> & { transport: MailTransport | null };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private wakeRequested = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      pollIntervalMs: 5_000,
      batchSize: 10,
      leaseSeconds: 300,
      maxAttempts: 12,
      backoffBaseSeconds: 60,
      backoffMaxSeconds: 3_600,
      ...options,
    };
  }

  /** Starts polling; without a transport it only says, once, that mail stays queued. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (!this.options.transport) {
      this.options.logger.warn(
        "SMTP_URL is not set: mails stay queued in the outbox until it is (see docs/operators/mail.md)",
      );
      return;
    }
    this.schedule(0);
  }

  /** Looks for due mail now instead of at the next poll (called after a mail is queued). */
  wake(): void {
    if (!this.started || !this.options.transport) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the delivery in progress, then closes the SMTP connection. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.transport?.close();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.loop().finally(() => {
        this.running = null;
        if (!this.started) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.options.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      // A full batch means more may be due: keep going until the outbox is drained.
      while (this.started) {
        const claimed = await this.deliverBatch();
        if (claimed < this.options.batchSize) break;
      }
    } catch (error) {
      this.options.logger.error({ err: error }, "outbox worker: could not read the outbox");
    }
  }

  /** One pass over the due mails; for tests and for the polling loop. */
  async runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
    await this.deliverBatch(result);
    return result;
  }

  private async deliverBatch(result?: OutboxRunResult): Promise<number> {
    const rows = await this.claim();
    for (const row of rows) {
      const outcome = await this.deliver(row);
      if (result) result[outcome] += 1;
    }
    return rows.length;
  }

  private async claim(): Promise<MailOutboxRow[]> {
    const { db, batchSize, leaseSeconds } = this.options;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(oneOfRows(mailOutbox.id, due))
        .returning();
    });
  }

  private async deliver(row: MailOutboxRow): Promise<keyof OutboxRunResult> {
    const { db, logger, transport, sender, maxAttempts, backoffBaseSeconds, backoffMaxSeconds } = this.options;
    try {
      await transport!.sendMail({
        from: sender.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
        // Stable per outbox row, so a receiving server can tell a rare resend from a new mail.
        messageId: `<${row.id}@${sender.messageIdDomain}>`,
      });
    } catch (error) {
      const permanent = (error as NodemailerError).permanent === true;
      const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      if (permanent || row.attempts >= maxAttempts) {
        await db.update(mailOutbox).set({ status: "failed", lastError }).where(eq(mailOutbox.id, row.id));
        logger.error(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, err: error },
          "outbox: mail failed for good",
        );
        return "failed";
      }
      const delay = backoffSeconds(row.attempts, backoffBaseSeconds, backoffMaxSeconds);
      await db
        .update(mailOutbox)
        .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(mailOutbox.id, row.id));
      logger.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds: delay, err: error },
        "outbox: send failed, will retry",
      );
      return "retried";
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ mailId: row.id, kind: row.kind }, "outbox: mail sent");
    return "sent";
  }
}
