import { describe, expect, it } from "vitest";
import {
  dropOtherSections,
  irrigationSystemOptions,
  livestockOperationsOptions,
  propertyTypes,
  serviceNeededOptions,
  consultationDefaults,
  consultationLabels,
  consultationSchema,
  shadingIssuesOptions,
  storageTypeOptions,
  timelineOptions,
  yesNoOptions,
} from "./consultation-schema.ts";

const valid = {
  customerName: "Maria Lopez",
  email: "maria@example.com",
  phone: "+1 (530) 555-0199",
  address: "1450 Court St, Redding",
  propertyType: "Residential",
  serviceNeeded: "Consultation",
};

function messages(input: Record<string, unknown>) {
  const result = consultationSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("service request schema", () => {
  it("uses SPEC §3's enumerations and form defaults", () => {
    expect(propertyTypes).toEqual(["Residential", "Commercial", "Industrial", "Agricultural", "Marina"]);
    expect(serviceNeededOptions).toEqual([
      "New Solar Installation",
      "Solar Repair",
      "System Maintenance",
      "Consultation",
    ]);
    expect(shadingIssuesOptions).toEqual(["No", "Yes"]);
    expect(timelineOptions).toEqual(["ASAP", "1-3 months", "3-6 months", "Just exploring"]);
    expect(irrigationSystemOptions).toEqual(["None", "Drip", "Sprinkler", "Flood", "Other"]);
    expect(livestockOperationsOptions).toEqual(["None", "Cattle", "Poultry", "Dairy", "Other"]);
    expect(yesNoOptions).toEqual(["Yes", "No"]);
    expect(storageTypeOptions).toEqual(["Indoor", "Outdoor", "Both", "None"]);
    expect(consultationDefaults).toEqual({
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
      shadingIssues: "No",
      timeline: "Just exploring",
    });
  });

  it("gives SPEC §5's messages", () => {
    expect(messages({ ...valid, customerName: "", email: "x", phone: "555", address: " " })).toEqual({
      customerName: "Please enter your full name",
      email: "Please enter a valid email address (e.g., name@example.com)",
      phone: "Please enter a valid phone number with at least 10 digits",
      address: "Please enter your complete address",
    });
    expect(messages({ ...valid, phone: "530.555.0199 ext" })).toEqual({
      phone: "Phone number can only contain numbers, spaces, and symbols like () - +",
    });
  });

  it("turns blanks into nothing and number inputs into numbers", () => {
    const parsed = consultationSchema.parse({
      ...valid,
      roofType: "  ",
      timeline: "",
      landSizeAcres: "12.5",
      numberOfBarns: "",
      dockLength: 80,
    });
    expect(parsed).toMatchObject({
      roofType: undefined,
      timeline: undefined,
      landSizeAcres: 12.5,
      numberOfBarns: undefined,
      dockLength: 80,
    });
    expect(parsed.subscribeToNewsletter).toBe(false);
  });

  it("drops the sections of other property types", () => {
    const all = { landSizeAcres: "1", primaryCrop: "Rice", numberOfBoatSlips: "3", storageType: "Both" };
    expect(dropOtherSections({ propertyType: "Agricultural", ...all })).toEqual({
      propertyType: "Agricultural",
      landSizeAcres: "1",
      primaryCrop: "Rice",
    });
    expect(dropOtherSections({ propertyType: "Marina", ...all })).toEqual({
      propertyType: "Marina",
      numberOfBoatSlips: "3",
      storageType: "Both",
    });
    expect(dropOtherSections({ propertyType: "Commercial", ...all })).toEqual({ propertyType: "Commercial" });
  });

  it("labels every field", () => {
    expect(Object.keys(consultationLabels).sort()).toEqual(Object.keys(consultationSchema.shape).sort());
  });
});
