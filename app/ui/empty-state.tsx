import type { ReactNode } from "react";

/** What a list or section says when it has nothing to show, with the way on if there is one. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}
