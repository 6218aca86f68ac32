import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  irrigationSystemOptions,
  livestockOperationsOptions,
  propertyTypes,
  consultationLabels,
  shadingIssuesOptions,
  storageTypeOptions,
  timelineOptions,
  yesNoOptions,
  type ConsultationInput,
} from "#app/areas/sales/leads/index.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { SelectInput, TextArea, TextInput } from "./form-fields.tsx";
import { serviceChoices } from "./preselected-service.ts";

function ContactStep() {
  return (
    <>
      <TextInput name="customerName" required autoComplete="name" maxLength={maxLength.name} />
      <TextInput name="email" required type="email" autoComplete="email" maxLength={maxLength.email} />
      <TextInput
        name="phone"
        required
        type="tel"
        autoComplete="tel"
        maxLength={maxLength.phone}
        placeholder="(530) 555-0100"
      />
    </>
  );
}

function SectionFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 dark:border-slate-700 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function AgriculturalSection() {
  return (
    <SectionFieldset legend="Agricultural Details">
      <TextInput name="landSizeAcres" type="number" min={0} step="any" inputMode="decimal" />
      <TextInput name="primaryCrop" maxLength={maxLength.shortText} placeholder="e.g., Walnuts" />
      <SelectInput name="irrigationSystem" options={irrigationSystemOptions} allowEmpty />
      <TextInput name="numberOfBarns" type="number" min={0} step={1} inputMode="numeric" />
      <SelectInput name="livestockOperations" options={livestockOperationsOptions} allowEmpty />
      <TextInput
        name="agriculturalEnergyUsage"
        maxLength={maxLength.shortText}
        placeholder="e.g., 4,000 kWh per month"
      />
    </SectionFieldset>
  );
}

function MarinaSection() {
  return (
    <SectionFieldset legend="Marina Details">
      <TextInput name="numberOfBoatSlips" type="number" min={0} step={1} inputMode="numeric" />
      <TextInput name="dockLength" type="number" min={0} step="any" inputMode="decimal" />
      <SelectInput name="hasFuelStation" options={yesNoOptions} allowEmpty />
      <SelectInput name="storageType" options={storageTypeOptions} allowEmpty />
      <SelectInput name="hasWaterPumping" options={yesNoOptions} allowEmpty />
      <TextInput name="marinaEnergyUsage" maxLength={maxLength.shortText} placeholder="e.g., 2,500 kWh per month" />
    </SectionFieldset>
  );
}

function PropertyStep() {
  const propertyType = useWatch<ConsultationInput, "propertyType">({ name: "propertyType" });
  return (
    <>
      <TextInput
        name="address"
        required
        autoComplete="street-address"
        maxLength={maxLength.address}
        placeholder="Street, city and ZIP code"
      />
      <SelectInput name="propertyType" required options={propertyTypes} />
      <TextInput name="roofType" maxLength={maxLength.shortText} placeholder="e.g., Composition shingle" />
      <TextInput name="roofAge" maxLength={maxLength.shortText} placeholder="e.g., 10 years" />
      <SelectInput name="shadingIssues" options={shadingIssuesOptions} />
      {propertyType === "Agricultural" ? <AgriculturalSection /> : null}
      {propertyType === "Marina" ? <MarinaSection /> : null}
    </>
  );
}

function ServiceStep() {
  const { defaultValues } = useFormContext<ConsultationInput>().formState;
  return (
    <>
      <SelectInput name="serviceNeeded" required options={serviceChoices(defaultValues?.serviceNeeded)} />
      <TextInput name="currentElectricBill" maxLength={maxLength.shortText} placeholder="e.g., $250" />
      <TextInput name="systemSizePreference" maxLength={maxLength.shortText} placeholder="e.g., 8 kW, or not sure" />
      <SelectInput name="timeline" options={timelineOptions} />
    </>
  );
}

function AdditionalStep() {
  const { register } = useFormContext<ConsultationInput>();
  return (
    <>
      <TextArea
        name="additionalNotes"
        maxLength={maxLength.longText}
        placeholder="Anything we should know: what you see, access to the site, best time to call"
      />
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input {...register("subscribeToNewsletter")} type="checkbox" className="h-4 w-4 accent-brand-600" />
        {consultationLabels.subscribeToNewsletter} for solar tips and updates
      </label>
    </>
  );
}

export const stepPanels = [ContactStep, PropertyStep, ServiceStep, AdditionalStep] as const;
