import { LoaderCircle } from "lucide-react";

/** Covers the page while a sign-in or registration is under way (SPEC §2), announced to screen readers. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm dark:bg-slate-950/70"
    >
      <LoaderCircle aria-hidden className="h-12 w-12 animate-spin text-brand-600 dark:text-brand-300" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
