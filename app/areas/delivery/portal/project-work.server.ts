import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { waitingOnLabels } from "#app/content/project-stages.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { noticeToClient } from "./client-notices.server.ts";
import type { SessionUser } from "#server/http/access.ts";
import { officeToday } from "./office-today.ts";
import { registerCompletedInstallation } from "#app/areas/delivery/installed-systems/index.server.ts";
import { inScope, projectOfRow, touchVisibleProject, visibleProject } from "./project-scope.server.ts";
import type { NewActionItem, StageChange } from "./project-schemas.ts";
import { rewardReferralOnFinalStage } from "#app/areas/delivery/referrals/index.server.ts";
import { projectActionItems, projectStages, projectUpdates, projects } from "./tables.server.ts";

export const STAGE_NOT_FOUND = "Stage not found";

/** Marks the project changed (the staff list's order, the client's "updated"). */
export function touchProject(db: Database, projectId: string, now = new Date()) {
  return db.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
}

/**
 * Staff move a stage: its state, dates and who it waits on; optionally the client is told by e-mail. A stage marked
 * done without a date is dated today at the office (in the evening in Redding, UTC is already tomorrow).
 */
export async function changeStage(
  { services, user }: Pick<WriteContext, "services" | "user">,
  stageId: string,
  change: StageChange,
  now = new Date(),
) {
  const result = await services.db.transaction(async (tx) => {
    const [stage] = await tx
      .update(projectStages)
      .set({
        state: change.state,
        plannedOn: change.plannedOn,
        completedOn: change.state === "done" ? (change.completedOn ?? officeToday(now)) : change.completedOn,
        waitingOn: change.waitingOn ?? null,
        updatedAt: now,
      })
      .where(and(eq(projectStages.id, stageId), inScope(tx, projectOfRow(user, projectStages.projectId))))
      .returning({
        projectId: projectStages.projectId,
        name: projectStages.name,
        state: projectStages.state,
        position: projectStages.position,
        completedOn: projectStages.completedOn,
      });
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    await touchProject(tx, stage.projectId, now);
    // A referred customer's project done: the referrer's reward is due, in this transaction (decision 0145).
    if (stage.state === "done") await rewardReferralOnFinalStage(tx, stage.projectId, now);
    // An installation's final stage done registers its system and equipment at its site (decision 0153).
    if (stage.state === "done") await registerCompletedInstallation(tx, stage);
    const told = change.tellClient
      ? await noticeToClient(tx, services.config.SITE_URL, stage.projectId, {
          importance: "news",
          kind: "portal_stage_changed",
          heading: `${stage.name}: ${stateWords[stage.state]}`,
          paragraphs: [
            `The stage "${stage.name}" of your project is now ${stateWords[stage.state]}.`,
            ...(change.plannedOn && stage.state !== "done" ? [`Planned for ${formatIsoDate(change.plannedOn)}.`] : []),
            ...(change.waitingOn ? [`Waiting on: ${waitingOnLabels[change.waitingOn]}.`] : []),
          ],
        })
      : false;
    return { id: stageId, state: stage.state, told };
  });
  if (result.told) services.mailWorker.wake();
  return result;
}

const stateWords = { upcoming: "upcoming", current: "under way", done: "done", skipped: "skipped" } as const;

/** A short client-visible update on the project. */
export async function postUpdate(
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  projectId: string,
  body: string,
) {
  return services.db.transaction(async (tx) => {
    await touchVisibleProject(tx, admin, projectId);
    const [update] = await tx
      .insert(projectUpdates)
      .values({ projectId, authorId: admin.id, body })
      .returning({ id: projectUpdates.id });
    return update!;
  });
}

/** Staff ask the client for something; the client is e-mailed (a request, which they cannot turn off). */
export async function createActionItem(
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  projectId: string,
  item: NewActionItem,
) {
  const created = await services.db.transaction(async (tx) => {
    await touchVisibleProject(tx, admin, projectId);
    const [row] = await tx
      .insert(projectActionItems)
      .values({
        projectId,
        createdById: admin.id,
        title: item.title,
        kind: item.kind,
        category: item.kind === "upload" ? (item.category ?? null) : null,
        dueOn: item.dueOn,
      })
      .returning({ id: projectActionItems.id });
    await noticeToClient(tx, services.config.SITE_URL, projectId, {
      importance: "request",
      kind: "portal_action_item",
      heading: "We need something from you",
      paragraphs: [`${item.title}.`, ...(item.dueOn ? [`Please do it by ${formatIsoDate(item.dueOn)}.`] : [])],
    });
    return row!;
  });
  services.mailWorker.wake();
  return created;
}

export const ACTION_ITEM_NOT_FOUND = "Action item not found";

/**
 * Completes an open action item of a project the user may see, the scope in the UPDATE itself: by confirmation (a
 * "confirm" item) or by the upload that answers it (an "upload" item, with the document's id). The caller marks the
 * project changed.
 */
export async function completeActionItem(
  db: Database,
  user: SessionUser,
  projectId: string,
  actionItemId: string,
  by: { kind: "confirm" } | { kind: "upload"; documentId: string },
) {
  const [item] = await db
    .update(projectActionItems)
    .set({
      completedAt: new Date(),
      completedById: user.id,
      documentId: by.kind === "upload" ? by.documentId : null,
    })
    .where(
      and(
        eq(projectActionItems.id, actionItemId),
        eq(projectActionItems.projectId, projectId),
        inScope(db, visibleProject(user, projectId)),
        eq(projectActionItems.kind, by.kind),
        isNull(projectActionItems.completedAt),
      ),
    )
    .returning({ id: projectActionItems.id, completedAt: projectActionItems.completedAt });
  if (!item) throw notFound(ACTION_ITEM_NOT_FOUND, { actionItemId: "This action item is not open on this project" });
  return item;
}

/** The client (or staff for them) confirms a "confirm" action item, on a project the user may see. */
export async function confirmActionItem(db: Database, user: SessionUser, projectId: string, actionItemId: string) {
  return db.transaction(async (tx) => {
    const visibleId = await touchVisibleProject(tx, user, projectId);
    return completeActionItem(tx, user, visibleId, actionItemId, { kind: "confirm" });
  });
}

const ACTION_ITEM_DONE = "This action item is done; it stays as the record of what the client did";

/**
 * Staff take back an open action item (asked by mistake, or no longer needed): it leaves the client's to-do list.
 * A done one stays, with the upload or confirmation that completed it.
 */
export async function cancelActionItem(
  { services, user }: Pick<WriteContext, "services" | "user">,
  actionItemId: string,
) {
  return services.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .delete(projectActionItems)
      .where(
        and(
          eq(projectActionItems.id, actionItemId),
          isNull(projectActionItems.completedAt),
          inScope(tx, projectOfRow(user, projectActionItems.projectId)),
        ),
      )
      .returning({ id: projectActionItems.id, projectId: projectActionItems.projectId });
    if (!cancelled) {
      const [done] = await tx
        .select({ id: projectActionItems.id })
        .from(projectActionItems)
        .where(
          and(eq(projectActionItems.id, actionItemId), inScope(tx, projectOfRow(user, projectActionItems.projectId))),
        );
      throw done ? conflict(ACTION_ITEM_DONE) : notFound(ACTION_ITEM_NOT_FOUND);
    }
    await touchProject(tx, cancelled.projectId);
    return { id: cancelled.id };
  });
}

export const UPDATE_NOT_FOUND = "Update not found";

/** Staff remove an update the client should not read (posted by mistake, or wrong). */
export async function deleteUpdate({ services, user }: Pick<WriteContext, "services" | "user">, updateId: string) {
  return services.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(projectUpdates)
      .where(and(eq(projectUpdates.id, updateId), inScope(tx, projectOfRow(user, projectUpdates.projectId))))
      .returning({ id: projectUpdates.id, projectId: projectUpdates.projectId });
    if (!deleted) throw notFound(UPDATE_NOT_FOUND);
    await touchProject(tx, deleted.projectId);
    return { id: deleted.id };
  });
}
