/** The look of a link inside text or a table: the brand colour, underlined, readable in both themes. */
export const textLinkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";

/** The look of a link to a record in the back office (a lead, a project): underlined on hover. */
export const recordLinkClass = "font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300";
