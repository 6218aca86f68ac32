import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { addDocument, storeFileBytes } from "#app/areas/library/documents/library.server.ts";
import { startModelFake, type FakeReply, type ModelFake } from "#tests/support/model-fake.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";

const GUIDE = [
  "# Inverter warranty",
  "",
  "The inverter is covered for 25 years from the day the system is switched on.",
  "",
  "Claims go through our office, which files them with the manufacturer within 10 business days.",
  "",
].join("\n");

/** A public warranty guide, the one document both apps' libraries hold. */
async function addGuide(testApp: TestApp) {
  const { db } = testApp.services;
  const file = await storeFileBytes(db, "warranty.md", Buffer.from(GUIDE));
  const fields = { title: "Warranty guide", category: "warranty", audience: "public", effectiveOn: null } as const;
  await addDocument(db, null, file, fields);
}

const cookieOf = async (testApp: TestApp, userType: "client" | "office") =>
  `sid=${await createSession(testApp.services.db, (await createTestUser(testApp, { userType })).id, null)}`;

/** The events of a streamed answer, in order, as the page reads them. */
function eventsOf(text: string): { event: string; data: Record<string, unknown> }[] {
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, unknown>,
    }));
}

describe("a signed-in person's conversations (no model configured)", () => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await addGuide(testApp);
    alice = await cookieOf(testApp, "client");
    bob = await cookieOf(testApp, "client");
  }, 60_000);
  afterAll(() => testApp.close());

  const ask = (body: Record<string, unknown>, cookie?: string) => {
    const req = request(testApp.app).post("/api/chat");
    if (cookie) req.set("Cookie", cookie);
    return req.send(body);
  };

  it("keeps a signed-in person's questions in one conversation, listed and read back in order", async () => {
    const first = await ask({ question: "How long is the inverter warranty?" }, alice);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mode: "extractive", note: null, conversationId: expect.any(String) });
    expect(first.body.citations[0].excerpt).toContain("covered for 25 years");
    const second = await ask(
      { question: "Who files a warranty claim?", conversationId: first.body.conversationId },
      alice,
    );
    expect(second.body.conversationId).toBe(first.body.conversationId);

    const list = await request(testApp.app).get("/api/chat/conversations").set("Cookie", alice);
    expect(list.body.conversations).toEqual([
      { id: first.body.conversationId, title: "How long is the inverter warranty?", updatedAt: expect.any(String) },
    ]);
    const read = await request(testApp.app)
      .get(`/api/chat/conversations/${first.body.conversationId}`)
      .set("Cookie", alice);
    expect(read.body.exchanges.map((exchange: { question: string }) => exchange.question)).toEqual([
      "How long is the inverter warranty?",
      "Who files a warranty claim?",
    ]);
    expect(read.body.exchanges[1].answer.citations[0].excerpt).toContain("within 10 business days");
  });

  it("answers 404 for another person's conversation, as for a missing one, and keeps nothing of the attempt", async () => {
    const own = (await ask({ question: "inverter warranty years" }, alice)).body.conversationId as string;
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [own, missing, "not-an-id"]) {
      const continued = await ask({ question: "inverter warranty", conversationId: id }, bob);
      expect(continued.status, id).toBe(404);
      expect(continued.body.message).toBe("Conversation not found");
      expect((await request(testApp.app).get(`/api/chat/conversations/${id}`).set("Cookie", bob)).status).toBe(404);
      const deleted = await request(testApp.app).post(`/api/chat/conversations/${id}/delete`).set("Cookie", bob);
      expect(deleted.status).toBe(404);
    }
    expect((await request(testApp.app).get("/api/chat/conversations").set("Cookie", bob)).body.conversations).toEqual(
      [],
    );
    expect((await request(testApp.app).get(`/api/chat/conversations/${own}`).set("Cookie", alice)).status).toBe(200);
  });

  it("deletes a conversation with its questions for its owner only", async () => {
    const id = (await ask({ question: "inverter claims office" }, alice)).body.conversationId as string;
    const deleted = await request(testApp.app).post(`/api/chat/conversations/${id}/delete`).set("Cookie", alice);
    expect(deleted.status).toBe(200);
    expect((await request(testApp.app).get(`/api/chat/conversations/${id}`).set("Cookie", alice)).status).toBe(404);
    const ids = (await request(testApp.app).get("/api/chat/conversations").set("Cookie", alice)).body.conversations.map(
      (conversation: { id: string }) => conversation.id,
    );
    expect(ids).not.toContain(id);
  });

  it("never keeps a visitor's question, and refuses a visitor a conversation id", async () => {
    const answer = await ask({ question: "How long is the inverter warranty?" });
    expect(answer.body).toMatchObject({ conversationId: null, mode: "extractive" });
    const continued = await ask({ question: "inverter", conversationId: "00000000-0000-4000-8000-000000000000" });
    expect(continued.status).toBe(404);
    expect((await request(testApp.app).get("/api/chat/conversations")).status).toBe(401);
  });
});

describe("the written answer, against a fake model endpoint", () => {
  let testApp: TestApp;
  let fake: ModelFake;
  let client: string;

  beforeAll(async () => {
    fake = await startModelFake();
    testApp = await createTestApp({
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "fake-key",
      LLM_TIMEOUT_SECONDS: "2",
    });
    await addGuide(testApp);
    client = await cookieOf(testApp, "client");
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const ask = (question: string, stream = false) => {
    const req = request(testApp.app).post("/api/chat").set("Cookie", client);
    if (stream) req.set("Accept", "text/event-stream");
    return req.send({ question });
  };

  const grounded = [
    "Your inverter is covered for 25 years [1].",
    "\n\nQUOTES:\n",
    '[1] "The inverter is covered for 25 years from the day the system is switched on."',
  ];

  it("streams the written answer as it comes, then the checked whole with its quote and link, and keeps it", async () => {
    fake.reply = { kind: "stream", pieces: ["Your inverter ", "is covered for 25 years [1].", ...grounded.slice(1)] };
    const res = await ask("How long is the inverter warranty?", true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.text);
    expect(events.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual([
      "Your inverter ",
      "is covered for 25 years [1].",
    ]);
    const answer = events.at(-1)!;
    expect(answer.event).toBe("answer");
    expect(answer.data).toMatchObject({
      mode: "generated",
      answer: "Your inverter is covered for 25 years [1].",
      note: null,
      conversationId: expect.any(String),
    });
    expect(answer.data.citations).toEqual([
      expect.objectContaining({
        title: "Warranty guide",
        excerpt: "The inverter is covered for 25 years from the day the system is switched on.",
        url: expect.stringMatching(/^\/api\/documents\/[0-9a-f-]+\/view#:~:text=The%20inverter%20is%20covered/),
      }),
    ]);
    const kept = await request(testApp.app)
      .get(`/api/chat/conversations/${answer.data.conversationId as string}`)
      .set("Cookie", client);
    expect(kept.body.exchanges[0].answer).toMatchObject({ mode: "generated", answer: answer.data.answer });
  });

  it("sends the fixed system prompt and the passages as delimited data, with the key, model and no sampling", async () => {
    fake.reply = { kind: "stream", pieces: grounded };
    await ask("How long is the inverter warranty?");
    const [sent] = fake.requests;
    expect(sent!.authorization).toBe("Bearer fake-key");
    expect(sent!.body).toMatchObject({ model: "fake-model", stream: true, temperature: 0 });
    expect(sent!.body.messages[0]!.role).toBe("system");
    expect(sent!.body.messages[0]!.content).not.toContain("inverter");
    const user = sent!.body.messages[1]!.content;
    expect(user).toMatch(
      /<<<PASSAGE 1>>>\nFrom: Warranty guide[^\n]*\n[^]*covered for 25 years[^]*<<<END PASSAGE 1>>>/,
    );
    expect(user).toContain("<<<QUESTION>>>\nHow long is the inverter warranty?\n<<<END QUESTION>>>");
  });

  it("rejects a quote its passage does not hold: the passages themselves are given, with a note", async () => {
    fake.reply = {
      kind: "stream",
      pieces: ["It is covered for 40 years [1].\nQUOTES:\n", '[1] "The inverter is covered for 40 years."'],
    };
    const res = await ask("How long is the inverter warranty?");
    expect(res.body).toMatchObject({
      mode: "extractive",
      note: "The written answer quoted words that are not in our documents, so here are the passages themselves instead.",
    });
    expect(res.body.answer).not.toContain("40 years");
    expect(res.body.citations[0].excerpt).toContain("covered for 25 years from the day");
  });

  it("rejects an answer citing a passage it was not given", async () => {
    fake.reply = { kind: "stream", pieces: ['Covered for 25 years [4].\nQUOTES:\n[4] "covered for 25 years"'] };
    const res = await ask("How long is the inverter warranty?");
    expect(res.body.mode).toBe("extractive");
    expect(res.body.note).toMatch(/^The written answer quoted words that are not in our documents/);
  });

  it("passes on the model's refusal, and asks no model when no passage matches", async () => {
    fake.reply = { kind: "stream", pieces: ["NOT_", "FOUND"] };
    const refused = await ask("How long is the inverter warranty?", true);
    const events = eventsOf(refused.text);
    expect(events.map((e) => e.event)).toEqual(["answer"]);
    expect(events[0]!.data).toMatchObject({
      mode: "generated",
      answer: "I could not find that in our documents.",
      citations: [],
    });
    fake.requests.length = 0;
    const unmatched = await ask("Do you sell wind turbines?");
    expect(unmatched.body).toMatchObject({ answer: "I could not find that in our documents.", citations: [] });
    expect(fake.requests).toEqual([]);
  });

  it("answers with the passages and a clear note when the endpoint is down, fails, or takes too long: never a 500", async () => {
    const replies: FakeReply[] = [
      { kind: "status", status: 503 },
      { kind: "hang" },
      { kind: "stream", pieces: ["Covered for"], withoutDone: true },
    ];
    for (const reply of replies) {
      fake.reply = reply;
      for (const stream of [false, true]) {
        const res = await ask("How long is the inverter warranty?", stream);
        expect(res.status, reply.kind).toBe(200);
        const answer = stream ? eventsOf(res.text).at(-1)!.data : res.body;
        expect(answer, reply.kind).toMatchObject({
          mode: "extractive",
          note: "Our writing assistant is unavailable just now, so here are the passages from our documents themselves.",
        });
        expect((answer.citations as { excerpt: string }[])[0]!.excerpt).toContain("covered for 25 years");
      }
    }
    const stopped = await startModelFake();
    await stopped.close();
    const down = await createTestApp({ LLM_BASE_URL: stopped.url, LLM_MODEL: "fake-model" });
    try {
      await addGuide(down);
      const res = await request(down.app).post("/api/chat").send({ question: "How long is the inverter warranty?" });
      expect(res.status).toBe(200);
      expect(res.body.note).toMatch(/^Our writing assistant is unavailable just now/);
    } finally {
      await down.close();
    }
  }, 30_000);

  it("stops the model when the asker leaves mid-answer, and keeps nothing", async () => {
    fake.reply = { kind: "stream", pieces: ["Your ", "inverter ", "is ", "covered"], delayMs: 400 };
    const before = (await request(testApp.app).get("/api/chat/conversations").set("Cookie", client)).body.conversations
      .length;
    const closed = fake.closedByClient();
    const asking = ask("How long is the inverter warranty?", true);
    const leave = new Promise<void>((resolve) => {
      asking.buffer(false).parse((res, done) => {
        res.once("data", () => {
          (res as unknown as { destroy(): void }).destroy();
          done(null, null);
          resolve();
        });
      });
    });
    asking.then(
      () => undefined,
      () => undefined,
    );
    await leave;
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = (await request(testApp.app).get("/api/chat/conversations").set("Cookie", client)).body.conversations
      .length;
    expect(after).toBe(before);
  });
});
