import { waitingOnLabels, type WaitingOn } from "#app/content/project-stages.ts";

/**
 * Who the project waits on, as the client reads it: their own open to-dos come first whatever the stage says (a
 * stage waiting on us while the client has two documents to send would tell them there is nothing to do).
 * Null when it waits on nobody.
 */
export function waitingOnText(stageWaitingOn: WaitingOn | null | undefined, openToDos: number): string | null {
  if (openToDos > 0) return `${waitingOnLabels.client} — ${openToDos} ${openToDos === 1 ? "to-do" : "to-dos"}`;
  return stageWaitingOn ? waitingOnLabels[stageWaitingOn] : null;
}
