import { useState, type FormEvent } from "react";
import { ApiError, apiEventStream } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import {
  QUESTION_MAX_LENGTH,
  STREAM_FAILED_MESSAGE,
  type ChatAnswer,
  type ChatExchange,
  type Citation,
} from "./chat-schema.ts";

/** Where a quote is: its section, its page. */
const placeText = (citation: Citation) =>
  [citation.section, citation.page ? `page ${citation.page}` : null].filter(Boolean).join(", ");

function CitationCard({ citation, number }: { citation: Citation; number: number | null }) {
  return (
    <li className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <blockquote className="whitespace-pre-line text-slate-900 dark:text-slate-100">
        {number ? <span className="mr-2 font-semibold">[{number}]</span> : null}
        {citation.excerpt}
      </blockquote>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        <a className="font-medium underline" href={citation.url} target="_blank" rel="noreferrer">
          {citation.title}
          {placeText(citation) ? ` — ${placeText(citation)}` : ""}
        </a>
        {citation.effectiveOn ? ` · in effect from ${formatIsoDate(citation.effectiveOn)}` : ""}
      </p>
      {citation.supersededBy ? (
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          Replaced by a newer document: “{citation.supersededBy.title}”. Check it for what applies now.
        </p>
      ) : null}
    </li>
  );
}

/** One answer: the written text and its sources, the quotes alone, or "not found" with the ways to ask the team. */
export function AnswerView({ answer }: { answer: ChatAnswer }) {
  const generated = answer.mode === "generated" && answer.citations.length > 0;
  return (
    <div className="grid gap-3">
      {answer.note ? <p className="text-sm text-slate-700 dark:text-slate-300">{answer.note}</p> : null}
      {generated ? <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{answer.answer}</p> : null}
      {answer.citations.length > 0 ? (
        <>
          <h2 className="text-xl font-semibold">{generated ? "Sources" : "From our documents"}</h2>
          <ul className="grid gap-3">
            {answer.citations.map((citation, index) => (
              <CitationCard
                key={`${citation.documentId}-${index}`}
                citation={citation}
                number={generated ? index + 1 : null}
              />
            ))}
          </ul>
        </>
      ) : (
        <div className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
          <p className="font-medium">{answer.answer}</p>
          {answer.askTeam ? (
            <ul className="mt-2 flex flex-wrap gap-4">
              {answer.askTeam.map((link) => (
                <li key={link.url}>
                  <a className="underline" href={link.url}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** A question asked on this page: its answer once complete, meanwhile the text written so far. */
interface Asked {
  key: string;
  question: string;
  written: string;
  answer: ChatAnswer | null;
}

/**
 * The assistant's ask box and its answers (decision 0161): the answer streams in as it is written (server-sent
 * events) and is replaced by the checked whole once done; quotes from the documents each with where they are and a
 * link that opens the document there, or "not found" with the ways to ask the team. Given a conversation, the
 * questions continue it. The question stays in the box whatever happens.
 */
export function ChatBox({
  intro,
  conversationId = null,
  history = [],
  onAnswered,
  refused,
}: {
  intro?: string;
  /** The signed-in person's conversation that questions asked here continue. */
  conversationId?: string | null;
  /** Its questions and answers so far. */
  history?: readonly ChatExchange[];
  /** Called after each answer, with the conversation it was kept in (null for a visitor). */
  onAnswered?: (conversationId: string | null) => void;
  /** A question the page's form posted without JavaScript and the server refused: kept, with its messages. */
  refused?: { question: string; message: string; errors?: Record<string, string> };
}) {
  const [question, setQuestion] = useState(refused?.question ?? "");
  const [asked, setAsked] = useState<Asked[]>([]);
  const [conversation, setConversation] = useState(conversationId);
  const [fieldError, setFieldError] = useState<string | undefined>(refused?.errors?.question);
  const [formError, setFormError] = useState<string | null>(
    refused && !refused.errors?.question ? refused.message : null,
  );
  const [pending, setPending] = useState(false);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFieldError(undefined);
    setFormError(null);
    const key = `${Date.now()}-${asked.length}`;
    const update = (change: (item: Asked) => Asked) =>
      setAsked((items) => items.map((item) => (item.key === key ? change(item) : item)));
    setAsked((items) => [...items, { key, question, written: "", answer: null }]);
    let answer: ChatAnswer | null = null;
    try {
      await apiEventStream(
        "/api/chat",
        { question, ...(conversation ? { conversationId: conversation } : {}) },
        (name, data) => {
          if (name === "delta")
            update((item) => ({ ...item, written: item.written + (data as { text: string }).text }));
          else if (name === "answer") answer = data as ChatAnswer;
          else if (name === "error") setFormError((data as { message: string }).message);
        },
      );
      const done = answer as ChatAnswer | null;
      if (!done) throw new Error(STREAM_FAILED_MESSAGE);
      update((item) => ({ ...item, answer: done }));
      setConversation(done.conversationId);
      setQuestion("");
      onAnswered?.(done.conversationId);
    } catch (error) {
      setAsked((items) => items.filter((item) => item.key !== key));
      if (error instanceof ApiError && error.body?.errors?.question) setFieldError(error.body.errors.question);
      else
        setFormError(
          error instanceof ApiError
            ? error.serverMessage("The question could not be sent.")
            : "The question could not be sent.",
        );
    } finally {
      setPending(false);
    }
  }

  const exchanges = [
    ...history.map((exchange) => ({
      key: exchange.id,
      question: exchange.question,
      written: "",
      answer: exchange.answer,
    })),
    ...asked,
  ];
  return (
    <div className="grid gap-6">
      {exchanges.length > 0 ? (
        <ol className="grid gap-6" aria-label="Questions and answers">
          {exchanges.map((exchange) => (
            <li key={exchange.key} className="grid gap-3">
              <p className="w-fit max-w-full rounded-md bg-slate-100 px-3 py-2 font-medium break-words dark:bg-slate-800">
                {exchange.question}
              </p>
              <section aria-live="polite" aria-label="Answer" aria-busy={!exchange.answer} className="grid gap-3">
                {exchange.answer ? (
                  <AnswerView answer={exchange.answer} />
                ) : (
                  <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">
                    {exchange.written || "Searching our documents…"}
                  </p>
                )}
              </section>
            </li>
          ))}
        </ol>
      ) : null}
      {/* Without JavaScript the page's action answers the same question, whole (decision 0161). */}
      <form method="post" onSubmit={ask} className="grid gap-3" noValidate>
        <input type="hidden" name="intent" value="ask" />
        {conversation ? <input type="hidden" name="conversationId" value={conversation} /> : null}
        {intro ? <p className="text-slate-700 dark:text-slate-300">{intro}</p> : null}
        <Field label="Your question" error={fieldError} required>
          <textarea
            name="question"
            className={inputClass}
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </Field>
        <FormAlert message={formError} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Searching…" : "Ask"}
          </Button>
        </div>
      </form>
    </div>
  );
}
