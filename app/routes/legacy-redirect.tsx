import { replace } from "react-router";
import { legacyRedirects } from "#app/route-table.ts";
import type { Route } from "./+types/legacy-redirect";

/** A 301 for search engines and old links; a `replace` navigation in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRedirects[url.pathname.replace(/\/$/, "")] ?? "/";
  throw replace(target + url.search, 301);
}
