export { PortfolioPage } from "./portfolio-page.tsx";
export { ProjectPage } from "./project-page.tsx";
export { parseCategory } from "./categories.ts";
export type { PortfolioPageData, ProjectPageData } from "./portfolio-data.server.ts";
