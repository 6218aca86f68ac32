import type { StageState } from "#app/content/project-stages.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import type { ProjectStage } from "./project-queries.server.ts";
import { waitingOnText } from "./waiting-on.ts";

const stateLabels: Record<StageState, string> = {
  done: "Done",
  current: "In progress",
  upcoming: "Upcoming",
  skipped: "Skipped",
};

const markers: Record<StageState, string> = {
  done: "bg-emerald-700 text-white",
  current: "bg-brand-700 text-white ring-4 ring-brand-200 dark:ring-brand-900",
  upcoming: "border-2 border-slate-400 bg-white dark:bg-slate-900",
  skipped: "border-2 border-dashed border-slate-400 bg-white dark:bg-slate-900",
};

/** The date a stage shows: when it was done, else when it is planned. */
function stageDate(stage: ProjectStage): string | null {
  if (stage.state === "done" && stage.completedOn) return `Done ${formatIsoDate(stage.completedOn)}`;
  if (stage.plannedOn && stage.state !== "skipped") return `Planned ${formatIsoDate(stage.plannedOn)}`;
  return null;
}

/** The current stage, else the first upcoming one: what happens next. */
export function nextStage(stages: readonly ProjectStage[]): ProjectStage | undefined {
  return stages.find((stage) => stage.state === "current") ?? stages.find((stage) => stage.state === "upcoming");
}

/**
 * A project's stages as an ordered list: each with its state in words (not only its colour), its date and, for the
 * current one, who it is waiting on: the client when they have open to-dos (`openToDos`, given on the client's pages
 * only). `explained` adds each stage's plain-language explanation.
 */
export function StageTracker({
  stages,
  explained = false,
  openToDos = 0,
}: {
  stages: readonly ProjectStage[];
  explained?: boolean;
  openToDos?: number;
}) {
  return (
    <ol aria-label="Project stages" className="grid gap-3">
      {stages.map((stage) => {
        const date = stageDate(stage);
        const waitingOn = stage.state === "current" ? waitingOnText(stage.waitingOn, openToDos) : null;
        return (
          <li
            key={stage.id}
            aria-current={stage.state === "current" ? "step" : undefined}
            className="grid grid-cols-[1.5rem_1fr] items-start gap-3"
          >
            <span aria-hidden className={`mt-0.5 inline-block size-5 rounded-full ${markers[stage.state]}`} />
            <div className="grid gap-0.5">
              <p className={`font-medium ${stage.state === "skipped" ? "line-through" : ""}`}>
                {stage.name} <span className="text-sm font-normal">· {stateLabels[stage.state]}</span>
              </p>
              {date ? <p className="text-sm text-slate-700 dark:text-slate-300">{date}</p> : null}
              {waitingOn ? <p className="text-sm font-semibold">Waiting on: {waitingOn}</p> : null}
              {explained ? <p className="text-sm text-slate-700 dark:text-slate-300">{stage.explanation}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
