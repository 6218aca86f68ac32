/** The pipeline board's browser-safe face. */
export { BoardFilterForm } from "./board-filter-form.tsx";
export { PipelineBoard } from "./pipeline-board.tsx";
