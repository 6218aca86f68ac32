/** What other features' server code may use of accounts and access. */
export { hashPassword } from "./passwords.server.ts";
export { destroyUserSessions } from "./session.server.ts";
