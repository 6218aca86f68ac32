/** The back office's face for the server: its JSON API. */
export { backofficeApi } from "./api.server.ts";
