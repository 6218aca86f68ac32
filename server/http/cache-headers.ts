import type { RequestHandler } from "express";
import { matchPath } from "react-router";
import { pageTable } from "#app/route-table.ts";
import type { ApiRequest } from "./api-route.ts";

/** For answers meant for one visitor only: no shared cache keeps them, no browser stores them. */
export const PERSONAL = "private, no-store";

const API = /^\/api(\/|$)/i;

/** React Router's data URL for a page: "/about.data", and "/_root.data" for "/". */
const DATA_SUFFIX = /\.data$/;

/** The pages every anonymous visitor gets alike: public, and not one visitor's by a secret in the URL or a cookie. */
const sharedPages = pageTable.filter((page) => page.access === "public" && !page.personal).map((page) => page.path);

/** The page a page or data URL belongs to: "/admin.data" → "/admin", "/_root.data" → "/". */
export function pagePath(urlPath: string): string {
  if (!DATA_SUFFIX.test(urlPath)) return urlPath;
  const page = urlPath.replace(DATA_SUFFIX, "");
  return page === "/_root" ? "/" : page;
}

/** Matched by React Router's own matcher, as it will route the request: any letter case, optional trailing slash. */
export const isSharedPage = (urlPath: string): boolean =>
  sharedPages.some((path) => matchPath({ path, caseSensitive: false, end: true }, pagePath(urlPath)) !== null);

/**
 * Decides, for every answer that is not a static file, whether a cache may keep it. API answers, pages whose
 * route-table access is not public, personal public pages, unknown paths and anything rendered for a signed-in
 * visitor are personal. A shared page is the same for every anonymous visitor (often prerendered) but shows a
 * signed-in visitor's account, so it varies by cookie.
 */
export const cacheHeaders: RequestHandler = (req, res, next) => {
  if (API.test(req.path)) {
    res.setHeader("Cache-Control", PERSONAL);
    return next();
  }
  res.vary("Cookie");
  if ((req as ApiRequest).user || !isSharedPage(req.path)) res.setHeader("Cache-Control", PERSONAL);
  next();
};
