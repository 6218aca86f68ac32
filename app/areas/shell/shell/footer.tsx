import { useId } from "react";
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { company } from "#app/content/company.ts";
import { PostalAddress } from "#app/ui/postal-address.tsx";
import { NewsletterForm } from "#app/areas/messaging/index.ts";
import { AdminAccessButton } from "./admin-access-button.tsx";
import { formatOpeningHours } from "./format-hours.ts";
import { legalLinks, resourceLinks, type NavLinkItem } from "./nav-links.ts";
import { SocialIcon } from "./social-icons.tsx";
import { EmailAddress } from "#app/ui/email-address.tsx";

const headingClass = "text-sm font-bold uppercase tracking-wider text-white";
const linkClass = "rounded text-slate-300 underline-offset-2 hover:text-white hover:underline";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function FooterLinks({ links }: { links: readonly NavLinkItem[] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 footer. Hours are the field-service hours and the emergency line; office hours are stated apart. */
export function SiteFooter({ serviceLinks }: { serviceLinks: readonly NavLinkItem[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-900 text-slate-200">
      <div className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 className="text-xl font-bold text-white">Solar tips and news from {company.name}</h2>
            <p className="mt-1 text-sm text-slate-300">
              Incentive changes, maintenance reminders and local project stories.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <section className="grid content-start gap-4">
          <h2 className="text-lg font-extrabold text-white">{company.name}</h2>
          <p className="text-sm leading-relaxed text-slate-300">{company.blurb}</p>
          <ul className="flex gap-2" aria-label="Social media">
            {company.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${link.label} (opens in a new tab)`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-700"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterColumn title="Services">
          <FooterLinks links={serviceLinks} />
        </FooterColumn>

        <FooterColumn title="Resources">
          <FooterLinks links={resourceLinks} />
        </FooterColumn>

        <FooterColumn title="Service Areas">
          <ul className="grid grid-cols-2 gap-2 text-sm text-slate-300">
            {company.serviceAreas.map((area) => (
              <li key={area.town}>{area.town}</li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title="Contact">
          <ul className="grid gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="h-4 w-4 shrink-0" />
              <a href={`tel:${company.phone.e164}`} className={linkClass}>
                {company.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="h-4 w-4 shrink-0" />
              <a href={`mailto:${company.email}`} className={linkClass}>
                <EmailAddress address={company.email} />
              </a>
            </li>
            <li className="flex items-start gap-2 text-slate-300">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <PostalAddress address={company.address} />
            </li>
          </ul>
          <h3 className="mt-3 text-sm font-semibold text-white">Hours</h3>
          <ul className="grid gap-1 text-sm text-slate-300">
            {formatOpeningHours(company.fieldServiceHours).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {company.emergencyService.available ? <li>{company.emergencyService.label}</li> : null}
          </ul>
          <p className="text-xs text-slate-400">Office: {formatOpeningHours(company.officeHours).join(", ")}</p>
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-300">
            © {year} {company.legalName.replace(/\.$/, "")}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <AdminAccessButton />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
