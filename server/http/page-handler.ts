import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { getLoadContext } from "./load-context.ts";
import { withPageAccess } from "./page-access.ts";

/** React Router's request handler for the pages, each page guarded by its declared access (page-access.ts). */
export function createPageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  return createRequestHandler({
    build: typeof build === "function" ? async () => withPageAccess(await build()) : withPageAccess(build),
    mode,
    getLoadContext,
  });
}
