import { useState } from "react";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/ui/toast.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";

/**
 * The profile's choice of project news e-mails (stage changes, new documents). Requests for something (action
 * items) and unread-message reminders always come: they are how the project moves.
 */
export function MailSettingsForm({ projectNews }: { projectNews: boolean }) {
  const [checked, setChecked] = useState(projectNews);
  const [error, setError] = useState<string | null>(null);
  const save = async (next: boolean) => {
    setChecked(next);
    setError(null);
    try {
      await apiRequest("POST", "/api/user/project-mail-settings", { projectNews: next });
      toast({ title: next ? "You will get project news by e-mail" : "Project news e-mails are off" });
    } catch (failure) {
      setChecked(!next);
      setError(
        failure instanceof ApiError
          ? failure.serverMessage("Could not save. Please try again.")
          : "Could not save. Please try again.",
      );
    }
  };
  return (
    <section aria-labelledby="project-mails" className="grid gap-2">
      <h2 id="project-mails" className="text-xl font-semibold">
        Project e-mails
      </h2>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={checked} onChange={(event) => void save(event.target.checked)} />
        E-mail me project news: stage changes and new documents from the team
      </label>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Requests that need you (an upload or a confirmation) and messages you have not read for 15 minutes are always
        e-mailed.
      </p>
      <FormNotice notice={error} isError />
    </section>
  );
}
