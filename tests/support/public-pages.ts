import { portfolioProjects } from "../../app/content/portfolio.ts";
import { pageTable } from "../../app/route-table.ts";

/** Every public HTML page of the route table, with an example value for its path parameters. */
export const publicPagePaths: readonly string[] = pageTable
  .filter((page) => page.access === "public" && !/\.(xml|txt)$/.test(page.path))
  .map((page) => page.path.replace(":slug", portfolioProjects[0]!.slug).replace(":orderNumber", "SO-1001"));
