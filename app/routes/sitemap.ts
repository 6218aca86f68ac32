import { publicSettingsFor } from "#app/lib/public-settings.ts";
import { sitemapXml } from "#app/areas/site/index.ts";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicSettingsFor(context).siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
