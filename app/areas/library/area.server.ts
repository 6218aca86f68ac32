import type { AreaModule } from "#server/area-module.ts";
import { chatApi } from "./assistant/index.server.ts";
import { libraryApi, projectDocumentIndexJob } from "./documents/index.server.ts";

/** Library: the company's documents, their passages (and those of clients' project documents) and the assistant. */
export const libraryArea: AreaModule = {
  name: "library",
  apiRoutes: [...libraryApi, ...chatApi],
  jobs: [projectDocumentIndexJob],
};
