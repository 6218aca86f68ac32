import { useEffect, useId, useRef } from "react";
import { Menu, X } from "lucide-react";
import { MOBILE_MENU_OFFSET } from "./mobile-menu-offset.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { NavLinkItem } from "./nav-links.ts";
import { useScrollLock } from "./scroll-lock.ts";
import { useRouteState } from "./use-route-state.ts";
import { lazyPart } from "#app/ui/lazy-part.tsx";

const DESKTOP_QUERY = "(min-width: 1024px)";
const MobileMenuPanel = lazyPart(() => import("./mobile-menu-panel.tsx"));

/** SPEC §2 mobile menu: toggle, backdrop, collapsible groups, theme toggle; the page stays still while it is open. */
export function MobileMenu({ serviceLinks, user }: { serviceLinks: readonly NavLinkItem[]; user: SessionUser | null }) {
  const [open, setOpen] = useRouteState<boolean>(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Widening to the desktop layout hides the menu; it must not keep the page locked.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
    };
  }, [open, setOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Menu"
        onClick={() => setOpen(!open)}
        onPointerEnter={MobileMenuPanel.preload}
        onFocus={MobileMenuPanel.preload}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
      </button>
      {open ? (
        // The backdrop is a pointer convenience; keyboard users close with Escape or the toggle.
        <div
          data-testid="mobile-menu-backdrop"
          aria-hidden
          onClick={close}
          className={`fixed inset-x-0 bottom-0 ${MOBILE_MENU_OFFSET} z-30 bg-slate-950/50`}
        />
      ) : null}
      {open ? <MobileMenuPanel id={panelId} serviceLinks={serviceLinks} user={user} close={close} /> : null}
    </div>
  );
}
