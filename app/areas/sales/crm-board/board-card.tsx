import { Link } from "react-router";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { waitingOnLabels } from "#app/areas/sales/leads/index.ts";
import type { BoardCard } from "./board.server.ts";

const muted = "text-xs text-slate-700 dark:text-slate-300";

const days = (count: number) => (count === 1 ? "1 day" : `${formatNumber(count)} days`);

/** The system as the deal has it: "8.4 kW, 13.5 kWh battery", either part when only it is known. */
function systemOf(card: BoardCard): string | null {
  const parts = [
    card.systemSizeKw !== null ? `${formatNumber(card.systemSizeKw, 1)} kW` : null,
    card.batteryKwh !== null ? `${formatNumber(card.batteryKwh, 1)} kWh battery` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** What a card says about a deal; `handle` is the control that moves it. */
export function BoardCardView({ card, handle }: { card: BoardCard; handle?: React.ReactNode }) {
  const system = systemOf(card);
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-2">
        <Link to={`/admin-crm/leads/${card.id}`} className={`${recordLinkClass} font-semibold`}>
          {card.name}
        </Link>
        {handle}
      </div>
      <div className={muted}>
        {card.reference}
        {card.town ? ` · ${card.town}` : null}
        {card.utility ? ` · ${utilityTariffs[card.utility].name}` : null}
      </div>
      {system ? <div>{system}</div> : null}
      {"amountCents" in card && card.amountCents !== null ? (
        <div className="font-medium">{formatCents(card.amountCents, { wholeDollars: true })}</div>
      ) : null}
      <div className={muted}>
        {days(card.daysInStage)} in this stage · {card.assignee ? card.assignee.name : "Unassigned"}
      </div>
      {card.nextTask ? (
        <div className={muted}>
          Next: {card.nextTask.title}, due {formatOfficeTime(new Date(card.nextTask.dueAt))}
        </div>
      ) : null}
      {card.fitScore !== null ? (
        <div className={muted}>
          <span className="font-medium text-slate-900 dark:text-slate-100">Fit {card.fitScore}</span>
          {card.fitReasons ? `: ${card.fitReasons}` : null}
        </div>
      ) : null}
      {card.engagementScore !== null ? <div className={muted}>Engagement {card.engagementScore}</div> : null}
      {card.waitingOn ? <div className={muted}>Waiting on {waitingOnLabels[card.waitingOn].toLowerCase()}</div> : null}
    </div>
  );
}
