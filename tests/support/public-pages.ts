import { portfolioProjects } from "#app/content/portfolio.ts";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { pageTable } from "#app/route-table.ts";

/** Every public HTML page of the route table, with an example value for its path parameters. */
export const publicPagePaths: readonly string[] = pageTable
  .filter((page) => page.access === "public" && !/\.(xml|txt)$/.test(page.path))
  .map((page) => page.path.replace(":slug", portfolioProjects[0]!.slug).replace(":productSlug", demoCatalogue[0]!.slug))
  // Pages with no public example: an order's confirmation (its owner's only) and the booking manage page (a signed
  // link); their own specs open them.
  .filter((path) => !path.includes(":"));
