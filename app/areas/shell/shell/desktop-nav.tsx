import { NavLink } from "react-router";
import { NavDropdown } from "./nav-dropdown.tsx";
import { companyLinks, primaryLinks, type NavLinkItem } from "./nav-links.ts";
import { navItemClass } from "./nav-styles.ts";
import { useRouteState } from "./use-route-state.ts";

type OpenMenu = "services" | "company" | null;

/** SPEC §4: the header dropdown is none, services or company — one open at a time, closed by navigation. */
export function DesktopNav({ serviceLinks }: { serviceLinks: readonly NavLinkItem[] }) {
  const [openMenu, setOpenMenu] = useRouteState<OpenMenu>(null);
  const dropdownProps = (menu: Exclude<OpenMenu, null>) => ({
    open: openMenu === menu,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? menu : current === menu ? null : current)),
  });

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navItemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown label="Services" links={serviceLinks} {...dropdownProps("services")} />
        </li>
        <li>
          <NavDropdown label="Company" links={companyLinks} {...dropdownProps("company")} />
        </li>
      </ul>
    </nav>
  );
}
