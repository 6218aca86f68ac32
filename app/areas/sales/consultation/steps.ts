import { agriculturalFields, marinaFields, type ConsultationField } from "#app/areas/sales/leads/index.ts";

export interface FormStep {
  title: string;
  fields: readonly ConsultationField[];
}

/** SPEC §2: the four steps, each with the fields it shows (the property sections only for their type). */
export const formSteps: readonly FormStep[] = [
  { title: "Contact Information", fields: ["customerName", "email", "phone"] },
  {
    title: "Property Details",
    fields: ["address", "propertyType", "roofType", "roofAge", "shadingIssues", ...agriculturalFields, ...marinaFields],
  },
  {
    title: "Service Requirements",
    fields: ["serviceNeeded", "currentElectricBill", "systemSizePreference", "timeline"],
  },
  { title: "Additional Information", fields: ["additionalNotes", "subscribeToNewsletter"] },
];

export const LAST_STEP = formSteps.length - 1;

/** Fields in the order they appear, for "focus the first field in error". */
export const fieldOrder: readonly ConsultationField[] = formSteps.flatMap((step) => step.fields);

export function stepOf(field: ConsultationField): number {
  return formSteps.findIndex((step) => step.fields.includes(field));
}
