import type { ApiRoute } from "#server/http/api-route.ts";
import { defineApi } from "#server/http/api-route.ts";
import { loadBoard } from "./board.server.ts";
import { parseBoardQuery } from "./board-query.server.ts";

/** The pipeline board as JSON, for whoever works leads, within their scope. */
export const crmBoardApi: ApiRoute[] = [
  defineApi("get", "/api/crm/board", "read:lead:own", (req) =>
    loadBoard(req.services, req.user!, parseBoardQuery(req.query)),
  ),
];
