/** What browser code elsewhere may use of the customer: the schemas of staff's changes and merges, and the merge button. */
export { customerChangeSchema, customerMergeSchema } from "./customer-schemas.ts";
export { MAX_TAGS, MAX_TAG_LENGTH } from "./customer-tags.ts";
export { MergeIntoButton, type MergeSide } from "./merge-into-customer.tsx";
