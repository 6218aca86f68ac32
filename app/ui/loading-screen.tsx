const WORD = "Loading";

/**
 * SPEC §2 full-page loading screen: the animated word Loading. A page may name
 * what it loads ("Loading Cart...", "Loading Products...").
 */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white dark:bg-slate-950"
    >
      <p aria-hidden className="flex text-4xl font-bold tracking-wide text-brand-700 dark:text-brand-300">
        {WORD.split("").map((letter, index) => (
          <span
            key={index}
            className="animate-bounce motion-reduce:animate-none"
            style={{ animationDelay: `${index * 90}ms` }}
          >
            {letter}
          </span>
        ))}
      </p>
      <p className={label ? "text-slate-700 dark:text-slate-300" : "sr-only"}>{label ?? "Loading..."}</p>
    </div>
  );
}
