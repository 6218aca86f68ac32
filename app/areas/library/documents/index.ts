/** The document library's face for browser-safe code. */
export {
  libraryCategories,
  libraryCategoryLabels,
  audiences,
  audienceLabels,
  type LibraryCategory,
  type Audience,
} from "./vocabulary.ts";
export { documentFieldsSchema, replacementFieldsSchema, libraryQuerySchema } from "./document-schemas.ts";
export { HEADING_SEPARATOR } from "./passages.ts";
export { LibraryPage } from "./library-page.tsx";
