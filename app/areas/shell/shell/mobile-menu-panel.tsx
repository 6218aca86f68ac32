import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { NavLink } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { useSignOut } from "#app/areas/identity/index.ts";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { accountLinks, SIGN_IN_LINK, SIGN_OUT_LABEL, useBackOffice } from "./account-links.ts";
import { MOBILE_MENU_OFFSET } from "./mobile-menu-offset.ts";
import { companyLinks, portalLinks, primaryLinks, type NavLinkItem } from "./nav-links.ts";
import { ThemeChoice } from "./theme-choice.tsx";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-300";

function MenuLink({ link, onSelect }: { link: NavLinkItem; onSelect: () => void }) {
  return (
    <NavLink to={link.to} end onClick={onSelect} className={linkClass}>
      {link.label}
    </NavLink>
  );
}

function MenuGroup({ label, links, onSelect }: { label: string; links: readonly NavLinkItem[]; onSelect: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className={`${linkClass} w-full justify-between`}
      >
        {label}
        <ChevronDown aria-hidden className={`h-5 w-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
        {links.map((link) => (
          <li key={link.to}>
            <MenuLink link={link} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The open mobile menu's links, groups, theme choice and quote button; loaded when the menu first opens. */
/** Sign in, or the signed-in person's links and Sign out. */
function AccountItems({ user, close }: { user: SessionUser | null; close: () => void }) {
  const { signOut, pending } = useSignOut();
  const backOffice = useBackOffice();
  if (!user) {
    return (
      <li>
        <MenuLink link={SIGN_IN_LINK} onSelect={close} />
      </li>
    );
  }
  return (
    <>
      {accountLinks(backOffice).map((link) => (
        <li key={link.to}>
          <MenuLink link={link} onSelect={close} />
        </li>
      ))}
      <li>
        <button
          type="button"
          disabled={pending}
          onClick={() => {
            close();
            void signOut();
          }}
          className={`${linkClass} w-full`}
        >
          {SIGN_OUT_LABEL}
        </button>
      </li>
    </>
  );
}

export default function MobileMenuPanel({
  id,
  serviceLinks,
  user,
  close,
}: {
  id: string;
  serviceLinks: readonly NavLinkItem[];
  user: SessionUser | null;
  close: () => void;
}) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      data-lenis-prevent
      className={`fixed inset-x-0 ${MOBILE_MENU_OFFSET} z-40 max-h-[calc(100dvh-112px)] overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
    >
      <ul className="grid gap-1">
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <MenuLink link={link} onSelect={close} />
          </li>
        ))}
        <MenuGroup label="Services" links={serviceLinks} onSelect={close} />
        <MenuGroup label="Company" links={companyLinks} onSelect={close} />
        <MenuGroup label="Access Portals" links={portalLinks} onSelect={close} />
      </ul>
      <ul aria-label="Account" className="mt-4 grid gap-1 border-t border-slate-200 pt-4 dark:border-slate-700">
        <AccountItems user={user} close={close} />
      </ul>
      <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-700">
        <ThemeChoice />
        <GetFreeQuoteButton className="w-full" />
      </div>
    </nav>
  );
}
