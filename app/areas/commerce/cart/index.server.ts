/** The cart's face for server code: its API. */
export { cartApi } from "./api.server.ts";
