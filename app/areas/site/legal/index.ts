export { LegalDocumentView } from "./legal-document.tsx";
