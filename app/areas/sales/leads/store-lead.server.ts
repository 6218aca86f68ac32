import { eq } from "drizzle-orm";
import { customerForIntake } from "#app/areas/customers/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import type { AppServices } from "#server/services.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { signWithSecret } from "#server/secret.ts";
import { rescoreLead } from "#app/areas/sales/lead-scores/index.server.ts";
import { utilityOfSnapshot } from "./deal-fields.ts";
import { leadMails } from "./lead-mails.server.ts";
import { newReference } from "./reference.server.ts";
import { isSpamOnArrival, type SpamSignal } from "./submission-schema.ts";
import { leads, type NewLeadRow } from "./tables.server.ts";

/** What a form contributes; the rest (reference, status, request facts) is set here. */
export type LeadValues = Omit<
  NewLeadRow,
  | "id"
  | "createdAt"
  | "reference"
  | "status"
  | "isSpam"
  | "spamSignals"
  | "spamReviewedAt"
  | "userId"
  | "pageUrl"
  | "ipHash"
  | "userAgent"
  | "idempotencyKey"
  | "customerId"
>;

export interface LeadSubmission {
  spamSignals: SpamSignal[];
  idempotencyKey?: string;
  pageUrl?: string;
  ip?: string;
  userAgent?: string;
  userId: string | null;
  /** The customer, when the caller has matched it already (an order's installation lead); else matched here. */
  customerId?: string;
}

export interface StoredLead {
  id: string;
  reference: string;
  /** Whether this request stored it (false for a repeat of an idempotency key). */
  created: boolean;
  isSpam: boolean;
}

const REFERENCE_ATTEMPTS = 5;

/** The lead an earlier submission with this key stored, as it was answered; null for a new key. */
export async function storedBefore(services: AppServices, idempotencyKey: string): Promise<StoredLead | null> {
  const [first] = await services.db
    .select({ id: leads.id, reference: leads.reference, isSpam: leads.isSpam })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey));
  return first ? { ...first, created: false } : null;
}

export function hashIp(secret: string, ip: string): string {
  return signWithSecret(secret, "lead-ip", ip).toString("hex");
}

/**
 * Stores a lead and queues its mails in one transaction, so a lead is never
 * stored without its mails nor mailed without being stored. Spam (the honeypot) is
 * stored and not mailed; possible spam is mailed like any lead. With an idempotency key, a repeat (a double click, a retry after a
 * lost answer, two submits racing) finds the first row through the unique index
 * and returns it: one row, one set of mails, the same reference.
 */
export async function storeLead(
  services: AppServices,
  values: LeadValues,
  submission: LeadSubmission,
): Promise<StoredLead> {
  const row = {
    ...values,
    utility: values.utility ?? utilityOfSnapshot(values.calculatorSnapshot),
    isSpam: isSpamOnArrival(submission.spamSignals),
    spamSignals: submission.spamSignals,
    idempotencyKey: submission.idempotencyKey ?? null,
    pageUrl: submission.pageUrl ?? null,
    ipHash: submission.ip ? hashIp(services.secret, submission.ip) : null,
    userAgent: submission.userAgent?.slice(0, 500) ?? null,
    userId: submission.userId,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await services.db.transaction(async (tx) => {
        const customerId =
          submission.customerId ??
          (await customerForIntake(
            tx,
            {
              name: values.customerName,
              email: values.email,
              phone: values.phone,
              address: values.address,
              propertyType: values.propertyType,
            },
            submission.userId,
          ));
        const [inserted] = await tx
          .insert(leads)
          .values({ ...row, customerId, reference: newReference() })
          .onConflictDoNothing({ target: leads.idempotencyKey })
          .returning();
        if (!inserted) {
          // The conflicting insert has committed by now (PostgreSQL waits for it), so this read finds it.
          const [first] = await tx
            .select({ id: leads.id, reference: leads.reference, isSpam: leads.isSpam })
            .from(leads)
            .where(eq(leads.idempotencyKey, row.idempotencyKey!));
          return { ...first!, created: false };
        }
        // Its answers and any calculator snapshot are the fit score's inputs; the request itself is engagement.
        await rescoreLead(tx, { leadId: inserted.id });
        if (!inserted.isSpam) await enqueueMails(tx, leadMails(inserted, services.config.SALES_EMAIL));
        return { id: inserted.id, reference: inserted.reference, created: true, isSpam: inserted.isSpam };
      });
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "leads_reference_idx")) continue;
      throw error;
    }
  }
}
