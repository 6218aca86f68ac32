/** The client portal's face for the server: its JSON API, the dashboard's projects and the unread counts. */
export { portalApi } from "./api.server.ts";
export { officeToday } from "./office-today.ts";
export { listOwnProjects, unreadMessageCount, type ProjectSummary } from "./project-queries.server.ts";
export { unreadMessageMailJob } from "./unread-mail.server.ts";
export { leftoverChunksJob } from "./leftover-chunks.server.ts";
export { readMailSettings } from "./client-notices.server.ts";
