import { CalendarCheck, Clock, Mail, MapPin, Phone, Siren, type LucideIcon } from "lucide-react";
import { bookingLink } from "#app/content/self-service-links.ts";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { LazyImage } from "#app/ui/lazy-image.tsx";
import { PostalAddress } from "#app/ui/postal-address.tsx";
import { Section } from "#app/ui/section.tsx";
import { ContactForm } from "#app/areas/sales/index.ts";
import type { ContactPageData } from "./company-data.server.ts";
import type { HoursLine } from "./hours.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

function HoursList({ title, lines }: { title: string; lines: readonly HoursLine[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="mt-1 text-slate-700 dark:text-slate-300">
        {lines.map((line) => (
          <div key={line.days} className="flex flex-wrap gap-x-2">
            <dt>{line.days}:</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 text-brand-700 dark:text-brand-300" />
      {children}
    </li>
  );
}

export function ContactPage({ data }: { data: ContactPageData }) {
  const { page: contactPage, company } = data;
  return (
    <div>
      <PageHeader heading={contactPage.heading} intro={contactPage.intro} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 lg:grid-cols-2">
        <div className="space-y-8">
          <Section id="reach" heading={contactPage.reachHeading}>
            <ul className="mt-4 space-y-3 text-slate-800 dark:text-slate-200">
              <ContactLine icon={Phone}>
                <a href={`tel:${company.phone.e164}`} className="font-medium underline underline-offset-2">
                  {company.phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={Mail}>
                <a href={`mailto:${company.email}`} className="font-medium underline underline-offset-2">
                  {company.email}
                </a>
              </ContactLine>
              <ContactLine icon={MapPin}>
                <PostalAddress address={company.address} name={company.legalName} />
              </ContactLine>
              <ContactLine icon={CalendarCheck}>
                <Link to={bookingLink.to} className="font-medium underline underline-offset-2">
                  {bookingLink.label}
                </Link>{" "}
                at a time that suits you
              </ContactLine>
            </ul>
          </Section>

          <Section id="hours" heading={contactPage.hoursHeading} icon={Clock} className="space-y-4">
            <HoursList title={contactPage.officeHoursLabel} lines={data.officeHours} />
            <HoursList title={contactPage.fieldHoursLabel} lines={data.fieldHours} />
            <div className="flex gap-3 rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
              <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong>{company.emergencyLabel}.</strong> {contactPage.emergencyBody}
              </p>
            </div>
          </Section>

          <figure>
            <LazyImage
              src="redding-map"
              alt={contactPage.mapAlt}
              sizes="(min-width: 1024px) 472px, 100vw"
              className="rounded-xl border border-slate-200 dark:border-slate-700"
            />
            <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {contactPage.mapCaption}
            </figcaption>
          </figure>
        </div>

        <Section
          id="message"
          heading={contactPage.messageHeading}
          className="rounded-2xl border border-slate-200 p-8 dark:border-slate-700"
        >
          <p className="mt-3 text-slate-700 dark:text-slate-300">{contactPage.messageBody}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Section>
      </div>

      <Section id="areas" heading={contactPage.areasHeading} className="mx-auto max-w-5xl px-4 pb-16">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {company.serviceAreas.map((area) => (
            <li key={area.town} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-white">
                {area.town}, {area.county} County
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">Utility: {area.utility}</p>
              {area.note ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{area.note}</p> : null}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
