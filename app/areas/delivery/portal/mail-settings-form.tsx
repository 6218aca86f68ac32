import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { toast } from "#app/ui/toast.tsx";
import { mailSettingsSchema } from "./project-schemas.ts";

/**
 * The profile's choice of project and service news e-mails (stage changes, new documents, a service ticket scheduled,
 * resolved or reopened), saved as soon as it is switched.
 * Requests for something (action items) and unread-message reminders always come: they are how the project moves.
 */
export function MailSettingsForm({ projectNews }: { projectNews: boolean }) {
  const { form, onSubmit, formError } = useApiForm(
    mailSettingsSchema,
    { projectNews },
    async (settings, _element, form) => {
      try {
        await apiRequest("POST", "/api/user/project-mail-settings", settings);
      } catch (failure) {
        // The switch shows what is saved: a change the server did not take is undone.
        form.setValue("projectNews", !settings.projectNews);
        throw failure;
      }
      toast({ title: settings.projectNews ? "You will get project news by e-mail" : "Project news e-mails are off" });
    },
    "Could not save. Please try again.",
  );
  const switched = form.register("projectNews", { onChange: (event) => event.target.form?.requestSubmit() });
  return (
    <section aria-labelledby="project-mails" className="grid gap-2">
      <h2 id="project-mails" className="text-xl font-semibold">
        Project e-mails
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <label className="flex items-center gap-2">
          {/* Checked in the server's HTML too: react-hook-form sets the default only once the page has hydrated. */}
          <input type="checkbox" defaultChecked={projectNews} {...switched} />
          E-mail me project and service news: stage changes, new documents, and service visits scheduled or work done
        </label>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Requests that need you (an upload, a confirmation, a service request waiting on you) and messages you have not
          read for 15 minutes are always e-mailed.
        </p>
        <FormNotice notice={formError ?? form.formState.errors.projectNews?.message} isError />
      </form>
    </section>
  );
}
