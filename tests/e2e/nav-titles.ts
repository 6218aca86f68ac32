/** SPEC §2: the header's Services and Company entries, in order, as the desktop and mobile menus show them. */
export const serviceTitles = [
  "Residential Solar",
  "Commercial Solar",
  "Hybrid Solar",
  "Battery Storage",
  "Maintenance",
  "Repairs",
  "Energy Conservation",
  "Lithium Battery",
];
export const companyTitles = ["About Us", "Portfolio", "Technology", "Our Team", "Contact"];
export const serviceHref = (title: string) => `/services/${title.toLowerCase().replace(/ /g, "-")}`;
