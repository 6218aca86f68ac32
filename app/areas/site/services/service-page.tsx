import { Check, Clock } from "lucide-react";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Link } from "react-router";
import { buttonClass } from "#app/ui/button.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { bookingLink, calculatorLinks } from "#app/content/self-service-links.ts";
import { Section } from "#app/ui/section.tsx";
import { CitationList, CitationRefs } from "#app/areas/site/claims/index.ts";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import type { ServicePageData } from "./service-data.server.ts";
import { requestServiceHref } from "./request-link.ts";

export function ServicePage({ data }: { data: ServicePageData }) {
  const { service, related, citations, copy } = data;
  const requestLink = (
    <Link to={requestServiceHref(service)} className={buttonClass("secondary")}>
      {copy.requestLabel}
    </Link>
  );
  return (
    <div>
      <PageHeader eyebrow={service.title} heading={service.heroHeading} intro={service.summary}>
        <div className="mt-8 flex flex-wrap gap-3">
          <GetFreeQuoteButton />
          {requestLink}
        </div>
        {service.toolLinks?.map((link) => (
          <p key={link.to} className="mt-6">
            <Link to={link.to} className="font-semibold text-brand-200 underline underline-offset-2 hover:text-white">
              {link.label}
            </Link>
          </p>
        ))}
      </PageHeader>

      <div className="mx-auto max-w-5xl px-4 pb-16">
        <div className="grid gap-10 md:grid-cols-2">
          <Section id="audience" className="mt-14" heading={copy.audienceHeading}>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
              {service.audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Section>
          <Section id="included" className="mt-14" heading={copy.includedHeading}>
            <ul className="mt-4 space-y-2 text-slate-700 dark:text-slate-300">
              {service.included.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-600" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <Section id="process" className="mt-14" heading={copy.processHeading}>
          <ol className="mt-6 space-y-4">
            {service.process.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{step.description}</p>
                  <p className="mt-2 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                    <Clock aria-hidden="true" className="size-4" />
                    Typically {step.duration.charAt(0).toLowerCase() + step.duration.slice(1)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-800 dark:bg-slate-900 dark:text-slate-200">
            <span className="font-semibold">{copy.timelineLabel}: </span>
            {service.timeline}
          </p>
        </Section>

        <Section id="faq" className="mt-14" heading={copy.faqHeading}>
          <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {service.faqs.map((faq) => (
              <details key={faq.question} className="group p-5">
                <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
                  <h3 className="inline">{faq.question}</h3>
                </summary>
                <div className="mt-3 text-slate-700 dark:text-slate-300">
                  <p>{faq.answer}</p>
                  {faq.claimIds ? <CitationRefs refs={faq} citations={citations} /> : null}
                </div>
              </details>
            ))}
          </div>
          <CitationList citations={citations} />
        </Section>

        {related.length > 0 ? (
          <Section id="related" className="mt-14" heading={copy.relatedHeading}>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/services/${other.slug}`}
                    className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-400 dark:border-slate-700"
                  >
                    <span className="font-semibold text-brand-700 dark:text-brand-300">{other.title}</span>
                    <span className="mt-2 block text-sm text-slate-700 dark:text-slate-300">{other.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <section aria-labelledby="service-cta-heading" className="mt-14 rounded-2xl bg-brand-50 p-8 dark:bg-slate-900">
          <h2 id="service-cta-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {copy.ctaHeading}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{copy.ctaBody}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <GetFreeQuoteButton />
            {requestLink}
            <Link to={bookingLink.to} className={buttonClass("secondary")}>
              {bookingLink.label}
            </Link>
          </div>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Want numbers first? Try the{" "}
            {calculatorLinks.map((link, index) => (
              <span key={link.to}>
                {index > 0 ? " or the " : null}
                <Link to={link.to} className={textLinkClass}>
                  {link.label}
                </Link>
              </span>
            ))}
            .
          </p>
        </section>
      </div>
    </div>
  );
}
