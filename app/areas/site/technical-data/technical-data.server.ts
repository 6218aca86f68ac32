import { pageMeta } from "#app/areas/site/seo/index.ts";
import { TECHNICAL_DATA_PATH, type TechnicalDataPageData } from "./technical-data-page.tsx";
import { parseTechnicalDataQuery } from "./technical-data-params.ts";

export function loadTechnicalDataPage(request: Request): TechnicalDataPageData & { meta: ReturnType<typeof pageMeta> } {
  return {
    ...parseTechnicalDataQuery(new URL(request.url).searchParams),
    meta: pageMeta({
      title: "Technical Data",
      description:
        "Specifications of the solar inverters, batteries and panels we install, a searchable Sol-Ark, Enphase and SolarEdge fault code table, and a panel-fit estimator.",
      path: TECHNICAL_DATA_PATH,
    }),
  };
}
