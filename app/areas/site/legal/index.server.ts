/** Server-only faces of this feature for routes and other areas. */
export { loadLegalPage } from "./legal-documents.server.ts";
