import { count, inArray, min } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { MetricSources } from "#server/metrics/app-metrics.ts";
import { mailOutbox } from "./tables.server.ts";

/** The outbox's gauges on /metrics: how many mails wait or failed, and how long the oldest has waited. */
export function outboxGauges(registers: Registry[], { db, logger }: MetricSources): void {
  // The three outbox gauges are collected together during a scrape: they share one query.
  let outboxRead: Promise<Map<string, { count: number; oldest: Date | null }>> | null = null;
  const readOutbox = () =>
    (outboxRead ??= db
      .select({ status: mailOutbox.status, count: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ["queued", "failed"]))
      .groupBy(mailOutbox.status)
      .then((rows) => new Map(rows.map((row) => [row.status, { count: row.count, oldest: row.oldest }])))
      .finally(() => (outboxRead = null)));
  const outboxGauge = (name: string, help: string, value: (outbox: Awaited<ReturnType<typeof readOutbox>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(value(await readOutbox()));
        } catch (error) {
          // A scrape while the database is down still answers, without these gauges; /api/ready reports the outage.
          this.reset();
          logger.warn({ err: error }, "metrics: cannot read the mail outbox");
        }
      },
    });
  outboxGauge(
    "mail_outbox_queued",
    "Mails waiting in the outbox to be sent.",
    (outbox) => outbox.get("queued")?.count ?? 0,
  );
  outboxGauge(
    "mail_outbox_failed",
    "Mails the outbox gave up on after its retries (retry them in the back office).",
    (outbox) => outbox.get("failed")?.count ?? 0,
  );
  outboxGauge(
    "mail_outbox_oldest_queued_age_seconds",
    "Age of the oldest mail still waiting in the outbox; 0 when none waits.",
    (outbox) => {
      const oldest = outbox.get("queued")?.oldest;
      return oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0;
    },
  );
}
