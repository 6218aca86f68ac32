import { defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import { contactBodySchema } from "./contact-schema.ts";
import { consultationBodySchema } from "./consultation-schema.ts";
import { storedBefore, storeLead, type LeadValues } from "./store-lead.server.ts";
import { spamSignalsOf } from "./submission-schema.ts";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please try again in an hour or call us.";

/** One count per client IP for all lead forms together. */
const leadFormLimit = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "lead-forms-ip",
    points: services.config.FORM_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: RATE_LIMIT_MESSAGE,
  }),
);

interface Submission {
  website?: unknown;
  startedAt?: unknown;
  pageUrl?: string;
}

/** A lead form's endpoint: one rate limit for all of them, its own body schema, the same storing and answer. */
function leadEndpoint(
  path: `/api/${string}`,
  parse: (body: unknown) => { values: LeadValues; submission: Submission },
) {
  return defineApi("post", path, "public", async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    // A retry is answered before the limit is counted: at the limit it still gets its reference.
    const repeated = idempotencyKey ? await storedBefore(req.services, idempotencyKey) : null;
    if (repeated) {
      res.status(201).json({ id: repeated.id, reference: repeated.reference });
      return;
    }
    await leadFormLimit(req.services).consume(clientRateLimitKey(req));
    const { values, submission } = parse(req.body);
    const spamSignals = spamSignalsOf(submission, Date.now());
    const lead = await storeLead(req.services, values, {
      spamSignals,
      idempotencyKey,
      pageUrl: submission.pageUrl,
      ip: req.ip,
      userAgent: req.get("user-agent"),
      userId: req.user?.id ?? null,
    });
    if (lead.created && spamSignals.length > 0) {
      req.log.info({ reference: lead.reference, source: values.source, spamSignals }, "lead stored with spam signals");
    }
    if (lead.created && !lead.isSpam) req.services.mailWorker.wake();
    res.status(201).json({ id: lead.id, reference: lead.reference });
  });
}

export const leadsApi = [
  leadEndpoint("/api/solar-form", (body) => {
    const { website, startedAt, pageUrl, ...values } = parseInput(consultationBodySchema, body);
    return { values, submission: { website, startedAt, pageUrl } };
  }),
  leadEndpoint("/api/contact", (body) => {
    const { website, startedAt, pageUrl, name, email, phone, message } = parseInput(contactBodySchema, body);
    return {
      values: { source: "contact_form", customerName: name, email, phone, message },
      submission: { website, startedAt, pageUrl },
    };
  }),
];
