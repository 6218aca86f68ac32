/** The pipeline board's face for the server: its JSON API and the page's data. */
export { crmBoardApi } from "./api.server.ts";
export { loadBoard } from "./board.server.ts";
export { readBoardQuery } from "./board-query.server.ts";
