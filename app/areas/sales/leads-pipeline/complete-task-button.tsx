import type { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";

/**
 * A task's "Mark done": the existing complete-task write. Every button of a list shares one fetcher, owned by the
 * list, so its result (the toast, a refusal) outlives the button, which goes once the task is done.
 */
export function CompleteTaskButton({
  task,
  fetcher,
}: {
  task: { id: string; title: string };
  fetcher: ReturnType<typeof useFormAction>["fetcher"];
}) {
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("taskId") === task.id;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="complete-task" />
      <input type="hidden" name="taskId" value={task.id} />
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Mark “${task.title}” done`}>
        {pending ? "Saving..." : "Mark done"}
      </Button>
    </fetcher.Form>
  );
}
