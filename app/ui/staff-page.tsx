import type { ReactNode } from "react";

/** The body of a staff page inside the staff layout: its one heading, optional actions, then the content. */
export function StaffPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
