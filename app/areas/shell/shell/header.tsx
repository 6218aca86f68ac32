import type { SessionUser } from "#server/http/access.ts";
import { CartLink } from "#app/areas/commerce/index.ts";
import { AccountMenu } from "./account-menu.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { HeaderTicker } from "./header-ticker.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import type { NavLinkItem } from "./nav-links.ts";
import { ThemeSwitchButton } from "./theme-switch-button.tsx";
import { UnreadMessagesLink } from "./unread-messages-link.tsx";
import { useScrolled } from "./use-scrolled.ts";

/** Height of ticker plus bar; the page content starts below it (SPEC §9: 112 px). */
export const HEADER_HEIGHT_CLASS = "pt-[112px]";

/** SPEC §2 header: fixed; once scrolled past 5 px it gains a shadow and a solid background. */
export function SiteHeader({
  serviceLinks,
  user,
  unreadMessages = 0,
}: {
  serviceLinks: readonly NavLinkItem[];
  /** The signed-in person, or null for a visitor. */
  user: SessionUser | null;
  /** The portal's messages the person has not read. */
  unreadMessages?: number;
}) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        scrolled
          ? "bg-white shadow-lg shadow-slate-900/10 dark:bg-slate-900 dark:shadow-black/40"
          : "bg-brand-50 dark:bg-slate-950"
      }`}
    >
      <HeaderTicker />
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <DesktopNav serviceLinks={serviceLinks} />
        <div className="flex items-center gap-2">
          <CartLink signedInUserId={user?.id ?? null} />
          <UnreadMessagesLink user={user} unread={unreadMessages} />
          <div className="hidden lg:block">
            <AccountMenu user={user} />
          </div>
          <div className="hidden lg:block">
            <ThemeSwitchButton />
          </div>
          <div className="hidden sm:block">
            <GetFreeQuoteButton />
          </div>
          <MobileMenu serviceLinks={serviceLinks} user={user} />
        </div>
      </div>
    </header>
  );
}
