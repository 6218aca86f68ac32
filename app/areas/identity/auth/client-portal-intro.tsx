import { ClipboardList, FileText, MessageSquare, Wrench } from "lucide-react";
import { company } from "#app/content/company.ts";

const portalFeatures = [
  { icon: ClipboardList, text: "Track the progress of your solar project, from site visit to switch-on" },
  { icon: FileText, text: "Access your project documents: proposals, permits, warranties" },
  { icon: MessageSquare, text: "Message our team directly about your system" },
  { icon: Wrench, text: "Request new service: maintenance, repairs or an upgrade" },
];

/** What the client portal offers, beside the sign-in and registration forms. */
export function ClientPortalIntro() {
  return (
    <section aria-labelledby="portal-intro" className="grid content-start gap-6">
      <div className="grid gap-2">
        <h2 id="portal-intro" className="text-2xl font-bold">
          Your {company.name} client dashboard
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          One place for everything about your solar system and your projects with us.
        </p>
      </div>
      <ul className="grid gap-4">
        {portalFeatures.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Need help with your account? Email{" "}
        <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline dark:text-brand-300">
          {company.email}
        </a>
        .
      </p>
    </section>
  );
}
