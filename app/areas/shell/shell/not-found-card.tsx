import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/ui/button.tsx";

/** SPEC §2: the page for any unmatched path, in a centred card. */
export function NotFoundCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <AlertCircle aria-hidden className="h-8 w-8 shrink-0 text-red-600 dark:text-red-400" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">Did you forget to add the page to the router?</p>
        <Link to="/" className={`${buttonClass("secondary")} mt-6`}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
