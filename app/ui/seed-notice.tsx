import { Info } from "lucide-react";

/**
 * Marks sample content shipped for a new deployment, so nobody mistakes it for real customers or staff.
 * Shows nothing once the content module's notice is set to "" (the content is real).
 */
export function SeedNotice({ children, className = "" }: { children: string; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="note"
      className={`flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
