/** The newsletter's face for the server: its public JSON API and staff's subscriber list. */
export { newsletterApi } from "./api.server.ts";
export { subscribersApi } from "./subscribers-api.server.ts";
