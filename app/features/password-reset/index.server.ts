/** Password reset's face for the server: its JSON API. */
export { passwordResetApi } from "./api.server.ts";
