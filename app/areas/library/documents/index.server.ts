/** The document library's face for the server: its API, retrieval, the project-document job and the samples. */
export { libraryApi } from "./api.server.ts";
export { retrieve, type RetrievedPassage, type Retrieval } from "./retrieval.server.ts";
export { projectDocumentIndexJob, indexNewProjectDocuments } from "./project-documents.server.ts";
export { addSampleDocuments, removeSampleDocuments } from "./samples.server.ts";
export { listDocuments, type LibraryDocument } from "./library.server.ts";
