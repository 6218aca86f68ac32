/** Shared look of the header's top-level links and dropdown triggers. */
export const navItemClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 hover:text-brand-700 aria-[current=page]:text-brand-700 data-[state=open]:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-brand-300 dark:aria-[current=page]:text-brand-300 dark:data-[state=open]:bg-slate-800";
