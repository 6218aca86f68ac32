import { Link } from "react-router";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { staffNavigationGroups } from "#app/lib/staff-navigation.ts";
import type { HomeCard } from "./home-card.ts";

/**
 * The staff home (/admin): what needs doing today for the role, each a count linking to its list filtered to
 * exactly those rows, under the staff navigation's group headings.
 */
export function StaffHome({ cards }: { cards: readonly HomeCard[] }) {
  const groups = staffNavigationGroups
    .map((group) => ({ group, cards: cards.filter((card) => card.group === group) }))
    .filter((each) => each.cards.length > 0);
  if (groups.length === 0) {
    return (
      <EmptyState>Nothing here counts work for your role: the navigation lists the pages you may open.</EmptyState>
    );
  }
  return (
    <div className="grid gap-8">
      {groups.map(({ group, cards: inGroup }) => {
        const headingId = `home-${group.toLowerCase().replace(/\W+/g, "-")}`;
        return (
          <section key={group} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="text-lg font-semibold">
              {group}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((card) => (
                <li key={card.id}>
                  <Link
                    to={card.to}
                    className="flex items-baseline justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900"
                  >
                    <span className="text-sm font-medium">{card.label}</span>
                    <span className="text-2xl font-bold tabular-nums">{card.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
