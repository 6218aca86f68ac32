import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { mailOutbox } from "#app/areas/messaging/mail/index.server.ts";
import { newsletterSubscribers } from "./tables.server.ts";
import { createUnsubscribeToken } from "./unsubscribe-token.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

const SUBSCRIBED = { success: true, message: "Thank you for subscribing to our newsletter." };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SITE_URL: "https://solar.example", FORM_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.services.db.delete(mailOutbox);
  await testApp.services.db.delete(newsletterSubscribers);
});

const subscribe = (body: object) => request(testApp.app).post("/api/newsletter/subscribe").send(body);
const unsubscribe = (body: object) => request(testApp.app).post("/api/newsletter/unsubscribe").send(body);
const subscribers = () => testApp.services.db.select().from(newsletterSubscribers);
const mails = () => testApp.services.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);

function tokenFromMail(text: string): string {
  const match = text.match(/https:\/\/solar\.example\/newsletter\/unsubscribe\?token=([\w-]+)/);
  if (!match) throw new Error(`no unsubscribe link in:\n${text}`);
  return match[1]!;
}

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes and queues a welcome mail with a working unsubscribe link and one-click headers", async () => {
    const res = await subscribe({ email: "reader@example.com", source: "newsletter_form" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUBSCRIBED);
    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "reader@example.com",
      name: null,
      source: "newsletter_form",
      unsubscribedAt: null,
    });

    const [welcome] = await mails();
    expect(welcome).toMatchObject({ kind: "newsletter_welcome", to: "reader@example.com" });
    const token = tokenFromMail(welcome!.text);
    expect(token).toBe(createUnsubscribeToken(testApp.services.secret, row!.id));
    const url = `https://solar.example/newsletter/unsubscribe?token=${token}`;
    expect(welcome!.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome!.html).toContain(`href="${url}"`);
  });

  it("answers the same to a known address and keeps one row and one welcome mail", async () => {
    const first = await subscribe({ email: "Same@Example.com", source: "newsletter_form" });
    const again = await subscribe({ email: "same@example.com", source: "newsletter_form" });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  raceTest("keeps one row and one mail when the same address subscribes several times at once", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: "rush@example.com" })));
    expect(answers.map((res) => res.body)).toEqual(Array(5).fill(SUBSCRIBED));
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("keeps the name from the consultation form, also for an address already subscribed", async () => {
    await subscribe({ email: "farmer@example.com", source: "newsletter_form" });
    const res = await subscribe({
      email: "farmer@example.com",
      name: "Dale Farmer",
      source: "solar_consultation_form",
    });
    expect(res.body).toEqual(SUBSCRIBED);
    const [row] = await subscribers();
    expect(row).toMatchObject({ name: "Dale Farmer", source: "newsletter_form" });
  });

  it("answers 400 with success false and the field's message", async () => {
    const res = await subscribe({ email: "not-an-address", source: "newsletter_form" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: "Please enter a valid email address (e.g., name@example.com)",
      errors: { email: "Please enter a valid email address (e.g., name@example.com)" },
    });
    const badSource = await subscribe({ email: "a@example.com", source: "popup" });
    expect(badSource.status).toBe(400);
    expect(await subscribers()).toHaveLength(0);
  });

  it("takes an Idempotency-Key header or body field: a repeat keeps one row and one welcome mail", async () => {
    const key = randomUUID();
    const body = { email: "keyed@example.com", source: "newsletter_form" };
    const first = await subscribe(body).set("Idempotency-Key", key);
    const again = await subscribe({ ...body, idempotencyKey: key }).set("Idempotency-Key", `"${key}"`);
    expect([first.body, again.body]).toEqual([SUBSCRIBED, SUBSCRIBED]);
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("answers 400 for a malformed key or a header and a field that differ, and subscribes nobody", async () => {
    const body = { email: "keyed@example.com", source: "newsletter_form" };
    const malformed = await subscribe(body).set("Idempotency-Key", "short");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      message: "Invalid idempotency key",
      errors: { idempotencyKey: "Invalid idempotency key" },
    });
    const differ = await subscribe({ ...body, idempotencyKey: randomUUID() }).set("Idempotency-Key", randomUUID());
    expect(differ.status).toBe(400);
    expect(differ.body.errors).toEqual({
      idempotencyKey: "The Idempotency-Key header and the idempotencyKey field differ",
    });
    expect(await subscribers()).toHaveLength(0);
  });
});

describe("unsubscribing", () => {
  async function subscribedToken(email: string): Promise<string> {
    await subscribe({ email });
    const welcome = (await mails()).find((mail) => mail.to === email)!;
    return tokenFromMail(welcome.text);
  }

  it("unsubscribes with the link's token, stays unsubscribed on a repeat, and a new subscription clears it", async () => {
    const token = await subscribedToken("leaving@example.com");
    const res = await unsubscribe({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "You have been unsubscribed from our newsletter." });
    const [gone] = await subscribers();
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);

    const repeat = await request(testApp.app).post(`/api/newsletter/unsubscribe?token=${token}`).send({});
    expect(repeat.status).toBe(200);
    const [still] = await subscribers();
    expect(still!.unsubscribedAt).toEqual(gone!.unsubscribedAt);

    expect((await subscribe({ email: "leaving@example.com" })).body).toEqual(SUBSCRIBED);
    const [back] = await subscribers();
    expect(back!.unsubscribedAt).toBeNull();
    expect(await subscribers()).toHaveLength(1);
    // A returning subscriber is welcomed again, with a link that works for the same row.
    const welcomes = await mails();
    expect(welcomes).toHaveLength(2);
    expect(tokenFromMail(welcomes[1]!.text)).toBe(token);
  });

  it("refuses a token that was altered, forged with another key, or is not a token", async () => {
    const token = await subscribedToken("stay@example.com");
    const bytes = Buffer.from(token, "base64url");
    const tampered: string[] = [];
    for (const index of [0, 15, 16, 47]) {
      const copy = Buffer.from(bytes);
      copy[index] = copy[index]! ^ 0x01;
      tampered.push(copy.toString("base64url"));
    }
    const [row] = await subscribers();
    const forged = createUnsubscribeToken("another-secret-that-is-long-enough-0123", row!.id);
    const unknownSubscriber = createUnsubscribeToken(testApp.services.secret, randomUUID());
    for (const bad of [...tampered, forged, unknownSubscriber, token.slice(0, -2), "", "not a token", 42]) {
      const res = await unsubscribe({ token: bad });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: "This unsubscribe link is not valid. Please use the link from your latest newsletter.",
      });
    }
    const [unchanged] = await subscribers();
    expect(unchanged!.unsubscribedAt).toBeNull();
  });
});

describe("newsletter rate limit", () => {
  it("answers 429 once an IP has used its subscriptions for the hour", async () => {
    const app = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const send = (email: string) => request(app.app).post("/api/newsletter/subscribe").send({ email });
      expect((await send("a@example.com")).status).toBe(200);
      expect((await send("b@example.com")).status).toBe(200);
      const limited = await send("c@example.com");
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, message: "Too many requests. Please try again in an hour." });
    } finally {
      await app.close();
    }
  });
});
