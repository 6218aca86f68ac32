import type { AppServices } from "../../../server/services.ts";
import { formFields } from "../../lib/page-form.server.ts";
import { formAction, unknownIntent } from "./form-action.server.ts";
import { recordId } from "./record-id.server.ts";
import { MAIL_NOT_FOUND, retryMail } from "./outbox.server.ts";

/** The outbox page's route action: retrying a failed mail. */
export async function runOutboxAction(services: AppServices, form: FormData) {
  const fields = formFields(form);
  if (fields.intent !== "retry") return unknownIntent(fields.intent ?? "");
  return formAction("retry", async () => {
    await retryMail(services, recordId(fields.mailId, MAIL_NOT_FOUND));
    return "Mail queued again";
  });
}
