import { publicSettingsFor } from "#app/lib/public-settings.ts";
import { robotsTxt } from "#app/areas/site/index.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicSettingsFor(context).siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
