/** What other features' browser code may use of the pipeline: the names of a lead's statuses. */
export { leadStatusLabels, type LeadStatus } from "./pipeline.ts";
