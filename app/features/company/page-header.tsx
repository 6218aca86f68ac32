/** The dark title band the company pages open with. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <div className="bg-ink-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-100">{intro}</p>
      </div>
    </div>
  );
}
