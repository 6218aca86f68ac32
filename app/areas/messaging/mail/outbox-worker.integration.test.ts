import net from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startMailSink, type MailSink } from "#tests/support/mail-sink.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { enqueueMails, type OutgoingMail } from "./outbox.server.ts";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.server.ts";
import { renderMail } from "./render.server.ts";
import { mailOutbox } from "./tables.server.ts";
import { createMailTransport, mailSender } from "./transport.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

const SALES = "sales@shasta-solar.test";
const silent = pino({ level: "silent" });

let testApp: TestApp;
let sink: MailSink;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    SALES_EMAIL: SALES,
    MAIL_FROM: "leads@shasta-solar.test",
    FORM_RATE_LIMIT_PER_HOUR: "1000",
  });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.services.db.delete(mailOutbox);
  sink = await startMailSink();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await sink.close();
});

function worker(smtpUrl: string | undefined, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const created = new OutboxWorker({
    db: testApp.services.db,
    logger: silent,
    transport: createMailTransport({ SMTP_URL: smtpUrl }),
    sender: mailSender({ MAIL_FROM: "leads@shasta-solar.test", SITE_URL: "http://localhost:3000" }),
    ...options,
  });
  workers.push(created);
  return created;
}

/** A port nothing listens on: the SMTP server is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function testMail(n: number): OutgoingMail {
  return {
    kind: "test",
    to: `person${n}@example.com`,
    subject: `Mail number ${n}`,
    ...renderMail({ heading: `Hello ${n}`, paragraphs: [] }),
  };
}

const rows = () => testApp.services.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt, mailOutbox.to);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lead() {
  return {
    customerName: "Maria <Lopez>",
    email: "maria@example.com",
    phone: "(530) 555-0199",
    address: "1450 Court St, Redding, CA 96001",
    propertyType: "Marina",
    serviceNeeded: "System Maintenance",
    numberOfBoatSlips: 40,
    storageType: "Indoor",
    additionalNotes: "Line one\nLine two",
    startedAt: Date.now() - 10_000,
    website: "",
  };
}

describe("outbox worker", () => {
  it("delivers a lead's mails over SMTP with their content", async () => {
    const res = await request(testApp.app).post("/api/solar-form").send(lead());
    const reference: string = res.body.reference;
    expect(await worker(sink.url).runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });

    const staff = sink.mails.find((mail) => mail.to.includes(SALES))!;
    expect(staff.subject).toBe(`New service request ${reference}: System Maintenance for Maria <Lopez>`);
    expect(staff.from).toContain("leads@shasta-solar.test");
    expect(staff.replyTo).toBe("maria@example.com");
    for (const line of [
      "Full Name: Maria <Lopez>",
      "Email: maria@example.com",
      "Phone: (530) 555-0199",
      "Property Address: 1450 Court St, Redding, CA 96001",
      "Property Type: Marina",
      "Service Needed: System Maintenance",
      "Number of Boat Slips: 40",
      "Boat Storage: Indoor",
      "Additional Notes: \n  Line one\n  Line two",
    ]) {
      expect(staff.text).toContain(line);
    }
    expect(staff.html).toContain("Maria &lt;Lopez&gt;");
    expect(staff.html).toContain("Line one<br>Line two");

    const confirmation = sink.mails.find((mail) => mail.to.includes("maria@example.com"))!;
    expect(confirmation.subject).toBe(`We received your request (${reference})`);
    expect(confirmation.text).toContain(`Your reference is ${reference}.`);
    expect(confirmation.text).toContain("We'll contact you within 24 hours on business days.");
    expect(confirmation.html).toContain(reference);

    const stored = await rows();
    expect(stored.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["sent", 1, null],
      ["sent", 1, null],
    ]);
    expect(stored.every((row) => row.sentAt instanceof Date)).toBe(true);
    expect(sink.mails.map((mail) => mail.messageId).sort()).toEqual(
      stored.map((row) => `<${row.id}@shasta-solar.test>`).sort(),
    );
  });

  it("keeps mails while SMTP is down and sends each once when it is back", async () => {
    const port = await closedPort();
    await enqueueMails(testApp.services.db, [testMail(1), testMail(2)]);
    const outbox = worker(`smtp://127.0.0.1:${port}`, { backoffBaseSeconds: 30 });

    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 2, failed: 0 });
    const waiting = await rows();
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backing off: not due again for about 30 s.
    for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const revived = await startMailSink({ port });
    try {
      await testApp.services.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
      expect(await outbox.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(revived.mails.map((mail) => mail.subject).sort()).toEqual(["Mail number 1", "Mail number 2"]);
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
        ["sent", 2],
        ["sent", 2],
      ]);
    } finally {
      await revived.close();
    }
  });

  raceTest("sends each mail once when several workers run at the same time", async () => {
    await enqueueMails(
      testApp.services.db,
      Array.from({ length: 24 }, (_, n) => testMail(n)),
    );
    const drain = async (outbox: OutboxWorker) => {
      let total = 0;
      for (;;) {
        const { sent } = await outbox.runOnce();
        if (sent === 0) return total;
        total += sent;
      }
    };
    const counts = await Promise.all([1, 2, 3].map(() => drain(worker(sink.url, { batchSize: 4 }))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(24);
    const subjects = sink.mails.map((mail) => mail.subject);
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("retries a mail a worker claimed and never finished once its lease ends", async () => {
    await enqueueMails(testApp.services.db, [testMail(1)]);
    const stuck = new OutboxWorker({
      db: testApp.services.db,
      logger: silent,
      transport: { sendMail: () => new Promise(() => {}), close() {} } as unknown as OutboxWorkerOptions["transport"],
      sender: mailSender({ MAIL_FROM: "leads@shasta-solar.test", SITE_URL: "http://localhost:3000" }),
      leaseSeconds: 60,
    });
    void stuck.runOnce();
    // The stuck worker's claim commits before it starts sending; wait for it rather than guess how long it takes.
    const claimed = await vi.waitFor(
      async () => {
        const [row] = await rows();
        expect(row).toMatchObject({ status: "queued", attempts: 1 });
        return row!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(claimed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    const healthy = worker(sink.url);
    expect(await healthy.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The lease runs out (fast-forwarded) and the mail is still there to send.
    await testApp.services.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await healthy.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.mails).toHaveLength(1);
  });

  it("retries a temporary rejection and gives up on a permanent one", async () => {
    const busy = await startMailSink({ rejectRecipients: { code: 451, message: "Try again later" } });
    const refusing = await startMailSink({ rejectRecipients: { code: 550, message: "No such user" } });
    try {
      await enqueueMails(testApp.services.db, [testMail(1)]);
      expect(await worker(busy.url).runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      await testApp.services.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
      expect(await worker(refusing.url).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "failed", attempts: 2 });
      expect(row!.lastError).toMatch(/550/);
    } finally {
      await busy.close();
      await refusing.close();
    }
  });

  it("marks a mail failed after the last attempt", async () => {
    const port = await closedPort();
    await enqueueMails(testApp.services.db, [testMail(1)]);
    const outbox = worker(`smtp://127.0.0.1:${port}`, { maxAttempts: 2, backoffBaseSeconds: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("sends on its own once started, at once when woken, and stops cleanly", async () => {
    const outbox = worker(sink.url, { pollIntervalMs: 60_000 });
    outbox.start();
    await enqueueMails(testApp.services.db, [testMail(1)]);
    outbox.wake();
    await sink.waitFor((mail) => mail.subject === "Mail number 1", 5_000);
    await outbox.stop();
    await enqueueMails(testApp.services.db, [testMail(2)]);
    outbox.wake();
    await sleep(300);
    expect(sink.mails.map((mail) => mail.subject)).toEqual(["Mail number 1"]);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "queued"]);
  });

  it("without SMTP_URL keeps mails queued and says so once", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const outbox = worker(undefined, { logger, pollIntervalMs: 10 });
    outbox.start();
    outbox.start();
    await enqueueMails(testApp.services.db, [testMail(1)]);
    outbox.wake();
    await sleep(100);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toMatch(/^SMTP_URL is not set: mails stay queued/);
    const [row] = await testApp.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "person1@example.com"));
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
  });
});
