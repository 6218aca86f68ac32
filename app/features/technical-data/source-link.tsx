/** The manufacturer's document an entry comes from, with the date that says how current it is. */
export function SourceLink({ source, date }: { source: { url: string; title: string }; date: string }) {
  return (
    <>
      <a
        href={source.url}
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {source.title}
      </a>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{date}</span>
    </>
  );
}
