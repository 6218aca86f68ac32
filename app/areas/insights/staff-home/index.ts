/** The staff home's face for browser-safe code: its page. */
export { StaffHome } from "./staff-home.tsx";
export type { HomeCard } from "./home-card.ts";
