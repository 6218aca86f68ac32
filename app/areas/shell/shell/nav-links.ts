export interface NavLinkItem {
  to: string;
  label: string;
}

/** SPEC §2 header: the two plain links before the dropdowns. */
export const primaryLinks: readonly NavLinkItem[] = [
  { to: "/shop/products", label: "Products" },
  { to: "/comparison", label: "Comparison" },
];

export const companyLinks: readonly NavLinkItem[] = [
  { to: "/about", label: "About Us" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/resources/technology", label: "Technology" },
  { to: "/team", label: "Our Team" },
  { to: "/contact", label: "Contact" },
];

/** SPEC §2: the mobile menu's Access Portals group. */
export const portalLinks: readonly NavLinkItem[] = [
  { to: "/client-dashboard", label: "Client Dashboard" },
  { to: "/admin-dashboard", label: "Admin Dashboard" },
  { to: "/crm", label: "CRM" },
];

export const legalLinks: readonly NavLinkItem[] = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/accessibility", label: "Accessibility" },
];

/** The footer's Resources column: the site's tools and reference pages. */
export const resourceLinks: readonly NavLinkItem[] = [
  { to: "/resources/roi-calculator", label: "Solar ROI Calculator" },
  { to: "/resources/savings-calculator", label: "Utility Savings Calculator" },
  { to: "/resources/technical-data", label: "Technical Data" },
  { to: "/resources/technology", label: "Technology" },
];
