/** The newsletter's face for the server: its JSON API. */
export { newsletterApi } from "./api.server.ts";
