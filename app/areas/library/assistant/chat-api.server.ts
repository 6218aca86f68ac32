import type { Response } from "express";
import { defineApi, type ApiRequest, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { admitQuestion, answerAndKeep, type Asker } from "./ask.server.ts";
import { chatQuestionSchema, STREAM_FAILED_MESSAGE } from "./chat-schema.ts";
import { conversationWrites } from "./conversation-writes.server.ts";
import { listConversations, readConversation } from "./conversations.server.ts";

/** Aborted when the asker closes the connection before the answer is sent: the model then stops writing. */
function askerLeaves(res: Response): AbortSignal {
  const asker = new AbortController();
  res.on("close", () => {
    if (!res.writableEnded) asker.abort();
  });
  return asker.signal;
}

const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The answer as server-sent events (decision 0161): `delta` events with the written answer's text as the model
 * writes it, then one `answer` event with the whole checked answer (which replaces the text streamed), or an `error`
 * event. `no-transform` keeps compression from holding the events back. The model stops when the asker leaves.
 */
async function streamAnswer(asker: Asker, res: Response, question: string, conversationId: string | null) {
  const signal = askerLeaves(res);
  res.status(200).set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  try {
    const answer = await answerAndKeep(asker, question, conversationId, {
      signal,
      onText: (text) => res.write(sseEvent("delta", { text })),
    });
    if (!signal.aborted) res.write(sseEvent("answer", answer));
  } catch (error) {
    asker.services.logger.error({ err: error }, "a streamed answer failed");
    if (!signal.aborted) res.write(sseEvent("error", { message: STREAM_FAILED_MESSAGE }));
  }
  res.end();
}

const askerOf = (req: ApiRequest): Asker => ({
  services: req.services,
  user: req.user,
  clientKey: clientRateLimitKey(req),
});

/**
 * POST /api/chat: anyone asks; the answer quotes only what the asker may read (decision 0157), written by the
 * configured model or quoted (decision 0161), as JSON or, asked with `Accept: text/event-stream`, streamed; a
 * signed-in person's question is kept in their conversation (`conversationId`, theirs only: another's is a 404) and
 * the answer names it (decision 0160). A person's conversations are listed, read and deleted by them alone.
 */
export const chatApi: ApiRoute[] = [
  defineApi("post", "/api/chat", "public", async (req, res) => {
    const { question, conversationId } = parseInput(chatQuestionSchema, req.body);
    const asker = askerOf(req);
    const continued = await admitQuestion(asker, conversationId);
    if ((req.get("accept") ?? "").includes("text/event-stream")) return streamAnswer(asker, res, question, continued);
    return answerAndKeep(asker, question, continued, { signal: askerLeaves(res) });
  }),
  defineApi("get", "/api/chat/conversations", "signedIn", async (req) => ({
    conversations: await listConversations(req.services.db, req.user!),
  })),
  defineApi("get", "/api/chat/conversations/:id", "signedIn", (req) =>
    readConversation(req.services.db, req.user!, req.params.id),
  ),
  ...conversationWrites.map(writeApi),
];
