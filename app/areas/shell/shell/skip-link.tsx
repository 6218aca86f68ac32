/** The first stop for keyboard users: straight past the header to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 dark:bg-slate-900 dark:text-brand-200"
    >
      Skip to main content
    </a>
  );
}
