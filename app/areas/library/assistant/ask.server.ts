import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import type { SessionUser } from "#server/http/access.ts";
import { perApplication } from "#server/per-application.ts";
import type { AppServices } from "#server/services.ts";
import { answerQuestion, type AnswerOptions } from "./answer.server.ts";
import type { ChatAnswer } from "./chat-schema.ts";
import { conversationToContinue, keepExchange } from "./conversations.server.ts";

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

/** Who asks: the signed-in person (or a visitor) and the rate-limit key of where they ask from. */
export interface Asker {
  services: AppServices;
  user: SessionUser | null;
  clientKey: string;
}

/**
 * Lets a question in, before any answer is begun: counted against the address's and the account's limits (429 past
 * them), and its conversation checked to be the asker's own (404 otherwise). Returns the conversation it continues.
 */
export async function admitQuestion(asker: Asker, conversationId: string | undefined): Promise<string | null> {
  await perAddress(asker.services).consume(asker.clientKey);
  if (asker.user) await perAccount(asker.services).consume(asker.user.id);
  return conversationToContinue(asker.services.db, asker.user, conversationId);
}

/**
 * Answers an admitted question and keeps it in the signed-in asker's conversation (decision 0160; a visitor's is
 * never kept). Nothing is kept when the asker left before the answer was done.
 */
export async function answerAndKeep(
  asker: Asker,
  question: string,
  conversationId: string | null,
  options: AnswerOptions = {},
): Promise<ChatAnswer> {
  const answer = await answerQuestion(asker.services, asker.user, question, options);
  if (!asker.user || options.signal?.aborted) return { ...answer, conversationId: null };
  const kept = await keepExchange(asker.services.db, asker.user, conversationId, question, answer);
  return { ...answer, conversationId: kept };
}
