/** The customers area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  customerChangeSchema,
  customerMergeSchema,
  CUSTOMER_NOT_FOUND,
  customerReferrerSchema,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  tagsSchema,
  MergeIntoButton,
  type MergeSide,
  UtilityOptions,
} from "./customers/index.ts";
