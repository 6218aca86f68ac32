import type { ReactNode } from "react";

export interface TimelineEntry {
  key: string;
  what: ReactNode;
  /** When, already formatted for the reader's office. */
  when: string;
}

/** Who did what and when, in the order given (newest first). */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="grid gap-3 border-l-2 border-slate-200 pl-4 text-sm dark:border-slate-700">
      {entries.map((entry) => (
        <li key={entry.key}>
          <p className="break-words">{entry.what}</p>
          <p className="text-xs text-slate-700 dark:text-slate-300">{entry.when}</p>
        </li>
      ))}
    </ol>
  );
}
