import { roleLabels, roles, type Role } from "#app/lib/permissions.ts";

/** What an audit row says of who did it: "Avery Stone (Administrator)", or nobody's name when there was none. */
export function actorText(event: { actorName: string | null; actorRole: string | null }): string {
  const role = roles.includes(event.actorRole as Role) ? roleLabels[event.actorRole as Role] : null;
  if (!event.actorName) return role ? `A former ${role.toLowerCase()}` : "Nobody signed in";
  return role ? `${event.actorName} (${role})` : event.actorName;
}

const valueText = (value: unknown): string =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * The fields a write gave, each with what it was before when that was read: "status: new → contacted". The record's
 * own id is left out (the row names its record).
 */
export function changeText(event: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): string {
  const after = Object.entries(event.after ?? {}).filter(([name]) => name !== "id");
  return after
    .map(([name, value]) =>
      event.before && name in event.before
        ? `${name}: ${valueText(event.before[name])} → ${valueText(value)}`
        : `${name}: ${valueText(value)}`,
    )
    .join("; ");
}
