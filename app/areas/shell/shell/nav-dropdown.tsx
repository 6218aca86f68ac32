import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from "react";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { NavLinkItem } from "./nav-links.ts";
import { navItemClass } from "./nav-styles.ts";

export interface NavMenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface NavDropdownProps {
  label: string;
  links: readonly NavLinkItem[];
  /** Buttons after the links (the account menu's Sign out). */
  actions?: readonly NavMenuAction[];
  /** Which edge of the button the menu lines up with; "end" for a button at the right of the header. */
  align?: "start" | "end";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const menuItemClass =
  "flex min-h-10 items-center rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-100 hover:text-brand-800 focus:bg-brand-100 focus:text-brand-800 focus:outline-none aria-[current=page]:font-semibold dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-brand-200 dark:focus:bg-slate-800 dark:focus:text-brand-200";

/**
 * A header dropdown of page links (and actions) with menu-button semantics (ARIA APG), written here rather than taken from a
 * component library: a positioning engine for two menus under two buttons cost a tenth of the page's JavaScript
 * budget. Opening focuses the first item; the arrow keys, Home and End move between items; Escape closes and
 * returns focus to the button; a pointer press outside, Tab out of the menu, choosing an item and a route change
 * (the caller's route state) close it.
 */
export function NavDropdown({ label, links, actions = [], align = "start", open, onOpenChange }: NavDropdownProps) {
  const { pathname } = useLocation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useEffectEvent(() => onOpenChange(false));

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo: Record<string, number> = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moveTo) {
      event.preventDefault();
      all[moveTo[event.key]!]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    } else if (event.key === "Tab") {
      onOpenChange(false);
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
        className={navItemClass}
      >
        {label}
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full ${align === "end" ? "right-0" : "left-0"} z-50 mt-2 min-w-60 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
        >
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link
                to={link.to}
                role="menuitem"
                tabIndex={-1}
                aria-current={pathname === link.to ? "page" : undefined}
                onClick={() => onOpenChange(false)}
                className={menuItemClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={action.disabled}
                onClick={() => {
                  onOpenChange(false);
                  action.onSelect();
                }}
                className={`${menuItemClass} w-full text-left`}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
