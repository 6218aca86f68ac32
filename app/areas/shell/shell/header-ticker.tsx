import { useState } from "react";
import { BadgeCheck, Mail, MapPin, Pause, Phone, Play } from "lucide-react";
import { company } from "#app/content/company.ts";

const address = `${company.address.streetAddress}, ${company.address.addressLocality}, ${company.address.addressRegion} ${company.address.postalCode}`;

/** One run of the ticker; the copy that makes the loop seamless is plain text, so links are never doubled. */
function TickerItems({ linked }: { linked: boolean }) {
  const item = "inline-flex items-center gap-1.5 whitespace-nowrap";
  return (
    <>
      <li className={item}>
        <Phone aria-hidden className="h-3.5 w-3.5" />
        {linked ? (
          <a href={`tel:${company.phone.e164}`} className="underline-offset-2 hover:underline">
            {company.phone.display}
          </a>
        ) : (
          company.phone.display
        )}
      </li>
      <li className={item}>
        <Mail aria-hidden className="h-3.5 w-3.5" />
        {linked ? (
          <a href={`mailto:${company.email}`} className="underline-offset-2 hover:underline">
            {company.email}
          </a>
        ) : (
          company.email
        )}
      </li>
      <li className={item}>
        <MapPin aria-hidden className="h-3.5 w-3.5" />
        {address}
      </li>
      {company.badges.map((badge) => (
        <li key={badge} className={item}>
          <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
          {badge}
        </li>
      ))}
    </>
  );
}

/** SPEC §2: the header's scrolling line of contact details and badges; still for reduced motion, pausable. */
export function HeaderTicker() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="flex h-10 items-center bg-ink-900 text-sm text-slate-100">
      <div className="group relative flex-1 overflow-hidden motion-reduce:overflow-x-auto">
        <div
          className={`ticker-track flex w-max group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] ${paused ? "[animation-play-state:paused]" : ""}`}
        >
          <ul aria-label="Contact details" className="flex gap-10 px-5">
            <TickerItems linked />
          </ul>
          <ul aria-hidden className="flex gap-10 px-5 motion-reduce:hidden">
            <TickerItems linked={false} />
          </ul>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        aria-pressed={paused}
        aria-label="Pause ticker"
        className="mx-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-100 hover:bg-white/10 motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
      </button>
    </div>
  );
}
