/** SPEC §3's property types, in display order: what the consultation form asks and the CRM files a customer under. */
export const propertyTypes = ["Residential", "Commercial", "Industrial", "Agricultural", "Marina"] as const;

export type PropertyType = (typeof propertyTypes)[number];
