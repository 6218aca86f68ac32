export {
  collectCitations,
  type Citation,
  type CitationSources,
  type CitationRefs as CitationRefsInput,
} from "./citations.ts";
export { CitationRefs } from "./citation-refs.tsx";
export { CitationList } from "./citation-list.tsx";
