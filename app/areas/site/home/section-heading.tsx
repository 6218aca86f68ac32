/** The heading block every home section opens with. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}
