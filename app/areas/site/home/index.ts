export { HomePage } from "./home-page.tsx";
export type { HomePageData } from "./home-data.server.ts";
