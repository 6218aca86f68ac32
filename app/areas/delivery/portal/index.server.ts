/** The client portal's face for the server: its JSON API, the dashboard's projects and the unread counts. */
export { portalApi } from "./api.server.ts";
export { officeToday } from "./office-today.ts";
export { listOwnProjects, unreadMessageCount, type ProjectSummary } from "./project-queries.server.ts";
export { unreadMessageMailJob } from "./unread-mail.server.ts";
export { leftoverChunksJob } from "./leftover-chunks.server.ts";
export { readMailSettings } from "./client-notices.server.ts";
export { projectList } from "./project-list.server.ts";
export { projectIdForLead } from "./project-queries.server.ts";
export { convertLeadWrite, createProjectWrite } from "./project-writes.server.ts";
export { loadUnreadInbox } from "./unread-inbox.server.ts";
export { setPasswordPageAction, setPasswordPageData } from "./invitation-page.server.ts";
export { staffProjectAction } from "./page-actions.server.ts";
export { loadProjectPage } from "./project-page.server.ts";
export { clientProjectAction } from "./page-actions.server.ts";
export {
  receiveUpload,
  receiveUploads,
  tooLarge,
  MAX_DOCUMENT_BYTES,
  DOCUMENT_CHUNK_BYTES,
  type AcceptedTypes,
  type StoredPiece,
} from "./document-upload.server.ts";
export { documentChunks } from "./documents.server.ts";
export { sendStoredFile, type StoredFile } from "./document-download.server.ts";
export { projectStaffView } from "./project-scope.server.ts";
export { createProject } from "./project-creation.server.ts";
export { changeStage } from "./project-work.server.ts";
export {
  projectDurations,
  projectsWaiting,
  type ProjectDurations,
  type ProjectsWaiting,
} from "./project-analytics.server.ts";
