export { AboutPage } from "./about-page.tsx";
export { TeamPage } from "./team-page.tsx";
export { ContactPage } from "./contact-page.tsx";
export type { AboutPageData, ContactPageData, TeamPageData } from "./company-data.server.ts";
