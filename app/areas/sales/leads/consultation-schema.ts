import { z } from "#app/lib/zod.ts";
import { leadServices, serviceNeededOptions } from "#app/content/index.ts";
import {
  emailField,
  maxLength,
  optionalChoice,
  optionalNumber,
  optionalText,
  phoneField,
  requiredLine,
} from "#app/lib/field-rules.ts";
import { propertyTypes } from "#app/content/property-types.ts";
import { calculatorSnapshotSchema } from "./calculator-snapshot-schema.ts";
import { submissionFields } from "./submission-schema.ts";

/** SPEC §3 enumerations, in display order. */
export { propertyTypes, type PropertyType } from "#app/content/property-types.ts";
export { serviceNeededOptions };
export const shadingIssuesOptions = ["No", "Yes"] as const;
export const timelineOptions = ["ASAP", "1-3 months", "3-6 months", "Just exploring"] as const;
export const irrigationSystemOptions = ["None", "Drip", "Sprinkler", "Flood", "Other"] as const;
export const livestockOperationsOptions = ["None", "Cattle", "Poultry", "Dairy", "Other"] as const;
export const yesNoOptions = ["Yes", "No"] as const;
export const storageTypeOptions = ["Indoor", "Outdoor", "Both", "None"] as const;

/** The consultation payload of SPEC §3, shared by the consultation form, the service request page and POST /api/solar-form. */
export const consultationSchema = z.object({
  customerName: requiredLine("Please enter your full name", maxLength.name),
  email: emailField(),
  phone: phoneField,
  address: requiredLine("Please enter your complete address", maxLength.address),
  propertyType: z.enum(propertyTypes, { error: "Please choose a property type" }),
  // SPEC §3's four are the form's choices; Battery Storage is offered when its page preselects it (decision 0100).
  serviceNeeded: z.enum(leadServices, { error: "Please choose the service you need" }),
  currentElectricBill: optionalText(maxLength.shortText),
  roofType: optionalText(maxLength.shortText),
  roofAge: optionalText(maxLength.shortText),
  systemSizePreference: optionalText(maxLength.shortText),
  additionalNotes: optionalText(maxLength.longText),
  shadingIssues: optionalChoice(shadingIssuesOptions),
  timeline: optionalChoice(timelineOptions),
  subscribeToNewsletter: z.boolean().optional().default(false),
  landSizeAcres: optionalNumber({ max: 1_000_000, integer: false }),
  primaryCrop: optionalText(maxLength.shortText),
  irrigationSystem: optionalChoice(irrigationSystemOptions),
  numberOfBarns: optionalNumber({ max: 10_000, integer: true }),
  livestockOperations: optionalChoice(livestockOperationsOptions),
  agriculturalEnergyUsage: optionalText(maxLength.shortText),
  numberOfBoatSlips: optionalNumber({ max: 100_000, integer: true }),
  dockLength: optionalNumber({ max: 100_000, integer: false }),
  hasFuelStation: optionalChoice(yesNoOptions),
  storageType: optionalChoice(storageTypeOptions),
  hasWaterPumping: optionalChoice(yesNoOptions),
  marinaEnergyUsage: optionalText(maxLength.shortText),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
export type ConsultationField = keyof Consultation;

export const agriculturalFields = [
  "landSizeAcres",
  "primaryCrop",
  "irrigationSystem",
  "numberOfBarns",
  "livestockOperations",
  "agriculturalEnergyUsage",
] as const satisfies readonly ConsultationField[];

export const marinaFields = [
  "numberOfBoatSlips",
  "dockLength",
  "hasFuelStation",
  "storageType",
  "hasWaterPumping",
  "marinaEnergyUsage",
] as const satisfies readonly ConsultationField[];

/** The agricultural fields belong to Agricultural properties and the marina fields to Marinas; any other value is dropped. */
export function dropOtherSections<T extends Record<string, unknown>>(values: T): T {
  const kept = { ...values };
  const hidden = [
    ...(values.propertyType === "Agricultural" ? [] : agriculturalFields),
    ...(values.propertyType === "Marina" ? [] : marinaFields),
  ];
  for (const field of hidden) delete kept[field];
  return kept;
}

/** SPEC §3 form defaults. */
export const consultationDefaults = {
  propertyType: "Residential",
  serviceNeeded: "New Solar Installation",
  shadingIssues: "No",
  timeline: "Just exploring",
} as const satisfies Partial<ConsultationInput>;

/** What people see next to each field: the form's labels and the staff mail's row titles. */
export const consultationLabels: Record<ConsultationField, string> = {
  customerName: "Full Name",
  email: "Email",
  phone: "Phone",
  address: "Property Address",
  propertyType: "Property Type",
  serviceNeeded: "Service Needed",
  currentElectricBill: "Current Monthly Electric Bill",
  roofType: "Roof Type",
  roofAge: "Roof Age",
  systemSizePreference: "System Size Preference",
  additionalNotes: "Additional Notes",
  shadingIssues: "Shading Issues",
  timeline: "Timeline",
  subscribeToNewsletter: "Subscribe to our newsletter",
  landSizeAcres: "Land Size (acres)",
  primaryCrop: "Primary Crop",
  irrigationSystem: "Irrigation System",
  numberOfBarns: "Number of Barns",
  livestockOperations: "Livestock Operations",
  agriculturalEnergyUsage: "Agricultural Energy Usage",
  numberOfBoatSlips: "Number of Boat Slips",
  dockLength: "Dock Length (feet)",
  hasFuelStation: "Fuel Station",
  storageType: "Boat Storage",
  hasWaterPumping: "Water Pumping",
  marinaEnergyUsage: "Marina Energy Usage",
};

export const consultationSources = ["consultation_modal", "service_request_form"] as const;

/** POST /api/solar-form: the form's fields plus where it came from and the spam and retry guards. */
export const consultationBodySchema = z.preprocess(
  (body) =>
    body && typeof body === "object" && !Array.isArray(body)
      ? dropOtherSections(body as Record<string, unknown>)
      : body,
  consultationSchema.extend({
    source: z.enum(consultationSources).default("consultation_modal"),
    calculatorSnapshot: calculatorSnapshotSchema.optional(),
    ...submissionFields,
  }),
);
