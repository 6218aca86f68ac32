/** What the client's booking link shows (browser-safe: the page and its loader share it). */
export interface PlanVisitLinkView {
  /** `due`: times to choose from; the others say what became of the visit (booked, done, cancelled, or its plan ended). */
  state: "due" | "booked" | "done" | "closed";
  planName: string;
  title: string;
  /** The due day, 2026-12-01. */
  dueOn: string;
  site: string;
  /** When it is booked for (ISO 8601 with the office's offset); null unless booked. */
  bookedFor: string | null;
  /** The free starts to choose from (ISO 8601 with the office's offset); empty unless due. */
  starts: string[];
}

/** What the page's form answers when it does not move on: the refusal, naming `startsAt`. */
export interface PlanVisitLinkResult {
  message: string;
  errors?: Record<string, string>;
  /** The time that was chosen, kept chosen. */
  startsAt: string;
}
