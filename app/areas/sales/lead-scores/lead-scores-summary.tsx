import { formatOfficeTime } from "#app/lib/office-time.ts";
import { ENGAGEMENT_DAYS } from "./engagement-score.ts";

export interface LeadScores {
  fitScore: number | null;
  fitReasons: string | null;
  engagementScore: number | null;
  engagementScoredAt: Date | string | null;
}

/** A lead's two scores as its page shows them: each out of 100, the fit with its reasons (docs/crm-scores.md). */
export function LeadScoresSummary({ scores }: { scores: LeadScores }) {
  if (scores.fitScore === null && scores.engagementScore === null) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">Not scored yet: the hourly scoring job will.</p>;
  }
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="font-medium">Fit {scores.fitScore ?? "–"} of 100</dt>
        <dd className="text-slate-700 dark:text-slate-300">{scores.fitReasons}</dd>
      </div>
      <div>
        <dt className="font-medium">Engagement {scores.engagementScore ?? "–"} of 100</dt>
        <dd className="text-slate-700 dark:text-slate-300">
          What they did in the last {ENGAGEMENT_DAYS} days, fading day by day
          {scores.engagementScoredAt ? ` (as of ${formatOfficeTime(new Date(scores.engagementScoredAt))})` : ""}.
        </dd>
      </div>
    </dl>
  );
}
