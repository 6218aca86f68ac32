/** What browser code elsewhere in the area may use of the scores: the lead page's summary of them. */
export { LeadScoresSummary, type LeadScores } from "./lead-scores-summary.tsx";
