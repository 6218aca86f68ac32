import type { ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { Button } from "./button.tsx";

export type ErrorDisplayVariant = "inline" | "full" | "compact";

export interface ErrorDisplayProps {
  variant: ErrorDisplayVariant;
  title: string;
  message: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  /** Extra buttons of the full-page variant. */
  actions?: ReactNode;
}

/** SPEC §2 error display variants: an inline alert with Retry, a full page, and a compact block. */
export function ErrorDisplay({ variant, title, message, onRetry, actions }: ErrorDisplayProps) {
  const retry = onRetry ? (
    <Button variant={variant === "full" ? "primary" : "secondary"} onClick={onRetry}>
      Retry
    </Button>
  ) : null;

  if (variant === "full") {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <AlertTriangle aria-hidden className="h-12 w-12 text-red-700 dark:text-red-400" />
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {retry}
          {actions}
        </div>
      </div>
    );
  }

  if (variant === "compact") {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-red-800 dark:text-red-300">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        <span>
          <span className="font-semibold">{title}:</span> {message}
        </span>
        {onRetry ? (
          <button type="button" onClick={onRetry} className="min-h-6 font-semibold underline underline-offset-2">
            Retry
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
      {retry}
    </div>
  );
}
