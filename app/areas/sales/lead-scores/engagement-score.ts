import { labelledValues } from "#app/lib/labelled-values.ts";

/** What a customer did that tells us they are engaged, each worth its points on the day (decision 0143). */
export const { values: engagementKinds, labels: engagementKindLabels } = labelledValues({
  request: "Sent a request",
  calculator: "Ran a calculator and sent its results",
  booking: "Booked an appointment",
  order: "Placed an order",
  reply: "Replied to us",
  portal: "Used the portal",
});
export type EngagementKind = (typeof engagementKinds)[number];

export const engagementWeights: Record<EngagementKind, number> = {
  request: 10,
  calculator: 20,
  booking: 25,
  order: 30,
  reply: 15,
  portal: 10,
};

/** An event's points fade in a straight line to nothing over this many days. */
export const ENGAGEMENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EngagementEvent {
  kind: EngagementKind;
  at: Date;
}

/**
 * The engagement score, 0 to 100, at `now`: each event's points × (1 − its age ÷ 30 days), none once 30 days old,
 * summed and capped at 100. Stored with the time it was computed; the daily job recomputes it as it fades.
 */
export function engagementScoreOf(events: readonly EngagementEvent[], now: Date): number {
  const points = events.reduce((total, event) => {
    const ageDays = Math.max(0, now.getTime() - event.at.getTime()) / DAY_MS;
    return total + engagementWeights[event.kind] * Math.max(0, 1 - ageDays / ENGAGEMENT_DAYS);
  }, 0);
  return Math.round(Math.min(100, points));
}
