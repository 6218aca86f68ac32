import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import { answerQuestion } from "./answer.server.ts";
import { chatQuestionSchema } from "./chat-schema.ts";

export const CHAT_RATE_LIMIT_MESSAGE = "You have asked a lot of questions in a short time. Please wait a few minutes.";

/** Per address: a household asking a question every few seconds for ten minutes, not a scraper. */
const perAddress = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "chat-ip",
    points: 60,
    durationSeconds: 600,
    message: CHAT_RATE_LIMIT_MESSAGE,
  }),
);

/** Per account, whichever address it asks from. */
const perAccount = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "chat-account",
    points: 120,
    durationSeconds: 3600,
    message: CHAT_RATE_LIMIT_MESSAGE,
  }),
);

/** POST /api/chat: anyone asks; the answer quotes only what the asker may read (decision 0157). */
export const chatApi: ApiRoute[] = [
  defineApi("post", "/api/chat", "public", async (req) => {
    const { question } = parseInput(chatQuestionSchema, req.body);
    await perAddress(req.services).consume(clientRateLimitKey(req));
    if (req.user) await perAccount(req.services).consume(req.user.id);
    return answerQuestion(req.services.db, req.user, question);
  }),
];
