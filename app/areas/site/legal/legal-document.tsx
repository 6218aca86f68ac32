import type { LegalDocument } from "#app/content/legal.ts";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A legal page: title, when it last changed, and its sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Last updated:{" "}
        <time dateTime={document.lastUpdated}>{dateFormat.format(new Date(`${document.lastUpdated}T00:00:00Z`))}</time>
      </p>
      <div className="mt-10 grid gap-10">
        {document.sections.map((section) => (
          <section key={section.heading} className="grid gap-3">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-700 wrap-anywhere dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
