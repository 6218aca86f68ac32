import type { ReactNode } from "react";
import { ContentIcon } from "./content-icon.tsx";

/** A list item card: an icon, a title and its text, then anything the card adds (sources, links). */
export function IconCard({
  icon,
  title,
  body,
  children,
}: {
  /** A name from `contentIcons`. */
  icon: string;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 p-6 dark:border-slate-700">
      <ContentIcon name={icon} className="size-7 text-brand-700 dark:text-brand-300" />
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{body}</p>
      {children}
    </li>
  );
}
