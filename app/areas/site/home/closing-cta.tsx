import type { PhoneNumber } from "#app/content/company.ts";
import type { ClosingCta as ClosingCtaCopy } from "#app/content/home.ts";
import { Link } from "react-router";
import { bookingLink, calculatorLinks } from "#app/content/self-service-links.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { CallLink } from "./call-link.tsx";

export function ClosingCta({ copy: closingCta, phone }: { copy: ClosingCtaCopy; phone: PhoneNumber }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          {closingCta.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{closingCta.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <GetFreeQuoteButton variant="secondary" className="px-6 py-3 text-base" />
          <CallLink
            label={closingCta.callCtaLabel}
            phone={phone}
            className={`${buttonClass("ghost")} border border-white/70 px-6 py-3 text-base text-white hover:bg-white/10 dark:text-white dark:hover:bg-white/10`}
          />
          <Link
            to={bookingLink.to}
            className={`${buttonClass("ghost")} border border-white/70 px-6 py-3 text-base text-white hover:bg-white/10 dark:text-white dark:hover:bg-white/10`}
          >
            {bookingLink.label}
          </Link>
        </div>
        <p className="mt-6 text-brand-50">
          Want numbers first? Try the{" "}
          {calculatorLinks.map((link, index) => (
            <span key={link.to}>
              {index > 0 ? " or the " : null}
              <Link to={link.to} className="font-semibold text-white underline underline-offset-2">
                {link.label}
              </Link>
            </span>
          ))}
          .
        </p>
      </div>
    </section>
  );
}
