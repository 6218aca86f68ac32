import { useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { QUESTION_MAX_LENGTH, type ChatAnswer, type Citation } from "./chat-schema.ts";

/** Where a quote is: its section, its page. */
const placeText = (citation: Citation) =>
  [citation.section, citation.page ? `page ${citation.page}` : null].filter(Boolean).join(", ");

function CitationCard({ citation }: { citation: Citation }) {
  return (
    <li className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <blockquote className="whitespace-pre-line text-slate-900 dark:text-slate-100">{citation.excerpt}</blockquote>
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

/**
 * The assistant's ask box and its answer: quotes from the documents, each with where it is and a link that opens the
 * document there, or "not found" with the ways to ask the team. The question stays in the box whatever happens.
 */
export function ChatBox({ intro }: { intro?: string }) {
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<ChatAnswer | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      setAnswer(await apiRequest<ChatAnswer>("POST", "/api/chat", { question }));
    } catch (error) {
      setAnswer(null);
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

  return (
    <div className="grid gap-6">
      <form onSubmit={ask} className="grid gap-3" noValidate>
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
      {answer ? (
        <section aria-live="polite" aria-label="Answer" className="grid gap-3">
          {answer.citations.length > 0 ? (
            <>
              <h2 className="text-xl font-semibold">From our documents</h2>
              <ul className="grid gap-3">
                {answer.citations.map((citation) => (
                  <CitationCard key={`${citation.documentId}-${citation.excerpt.slice(0, 40)}`} citation={citation} />
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
        </section>
      ) : null}
    </div>
  );
}
