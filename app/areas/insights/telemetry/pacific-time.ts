import { company } from "#app/content/company.ts";

const pacific = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** The company's local time; formatted on the server so the page hydrates with the same text. */
export function formatPacificTime(date: Date): string {
  return pacific.format(date);
}
