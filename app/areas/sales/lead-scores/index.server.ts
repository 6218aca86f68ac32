/** Server-only faces of this feature: the rescore every write that changes a score's inputs calls, and its job. */
export { customerHasLeads, rescoreDueLeads, rescoreLead, type ScoreTarget } from "./lead-scores.server.ts";
export { leadScoresJob } from "./lead-scores-job.server.ts";
