import { services } from "#app/content/services.ts";
import type { NavLinkItem } from "./nav-links.ts";

export interface ShellData {
  /** The eight service pages for the header dropdown and the footer, in content order. */
  serviceLinks: NavLinkItem[];
}

/**
 * What the header and footer need from the large content modules, sent with the
 * root loader so the service texts stay out of the browser bundle.
 */
export function loadShellData(): ShellData {
  return { serviceLinks: services.map((service) => ({ to: `/services/${service.slug}`, label: service.title })) };
}
