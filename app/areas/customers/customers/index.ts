/** What browser code elsewhere may use of the customer: the schemas of staff's changes and merges, the merge button and a utility's choices. */
export {
  customerChangeSchema,
  customerMergeSchema,
  customerReferrerSchema,
  CUSTOMER_NOT_FOUND,
} from "./customer-schemas.ts";
export { MAX_TAGS, MAX_TAG_LENGTH, tagsSchema } from "./customer-tags.ts";
export { MergeIntoButton, type MergeSide } from "./merge-into-customer.tsx";
export { UtilityOptions } from "./utility-options.tsx";
