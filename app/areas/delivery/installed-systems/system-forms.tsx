import { FormProvider } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { RepeatedFields } from "#app/ui/repeated-fields.tsx";
import { toast } from "#app/ui/toast.tsx";
import {
  equipmentCorrectionSchema,
  equipmentItemSchema,
  systemCorrectionSchema,
  systemSchema,
} from "./site-schemas.ts";
import { EquipmentFields, SystemFields } from "./service-fields.tsx";
import type { EquipmentView, SystemView } from "./sites.server.ts";

const FALLBACK = "Could not save. Please try again.";
const blankItem = { category: "panel", make: "", model: "", serial: "", quantity: "1" } as const;
const text = (value: number | string | null) => (value === null ? "" : String(value));

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" variant="secondary" disabled={pending} className="w-fit">
      {pending ? "Saving..." : label}
    </Button>
  );
}

/**
 * "Record a system" on a site's page: the system with its equipment (an orphaned one at intake: installed by another
 * installer), each item's warranty terms from the defaults; POST /api/service/systems, then the system's page.
 */
export function RecordSystemForm({ siteId }: { siteId: string }) {
  const navigate = useNavigate();
  const { form, onSubmit, formError } = useApiForm(
    systemSchema,
    {
      siteId,
      kind: "solar",
      installer: "other",
      installedOn: "",
      kwDc: "",
      kwAc: "",
      kwhUsable: "",
      monitoringReference: "",
      equipment: [{ ...blankItem }],
    },
    async (system) => {
      const { id } = await apiRequest<{ id: string }>("POST", "/api/service/systems", system);
      toast({ title: "System recorded" });
      await navigate(`/enterprise-carm/systems/${id}`);
    },
    FALLBACK,
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <SystemFields />
        <RepeatedFields
          name="equipment"
          legend="Equipment"
          entry={["an", "item"]}
          blank={blankItem}
          hint="Warranty terms start from the usual ones for the equipment; correct them on the system's page."
        >
          {(prefix) => <EquipmentFields prefix={prefix} />}
        </RepeatedFields>
        <FormAlert message={formError} />
        <SubmitButton pending={form.formState.isSubmitting} label="Record system" />
      </form>
    </FormProvider>
  );
}

/** "Correct the system": PATCH /api/service/systems/:id with the whole set. */
export function CorrectSystemForm({ system }: { system: SystemView }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    systemCorrectionSchema,
    {
      kind: system.kind,
      installer: system.installer,
      installedOn: system.installedOn,
      kwDc: text(system.kwDc),
      kwAc: text(system.kwAc),
      kwhUsable: text(system.kwhUsable),
      monitoringReference: system.monitoringReference ?? "",
    },
    async (correction) => {
      await apiRequest("PATCH", `/api/service/systems/${system.id}`, correction);
      toast({ title: "System saved" });
      await revalidate();
    },
    FALLBACK,
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <SystemFields />
        <FormAlert message={formError} />
        <SubmitButton pending={form.formState.isSubmitting} label="Save system" />
      </form>
    </FormProvider>
  );
}

/** "Add an item" to a system: POST /api/service/systems/:id/equipment, its warranty years the defaults if blank. */
export function AddEquipmentForm({ systemId }: { systemId: string }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    equipmentItemSchema,
    { ...blankItem, productWarrantyYears: "", labourWarrantyYears: "", performanceWarrantyYears: "" },
    async (item, _element, form) => {
      await apiRequest("POST", `/api/service/systems/${systemId}/equipment`, item);
      toast({ title: "Equipment added" });
      form.reset();
      await revalidate();
    },
    FALLBACK,
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <EquipmentFields warrantyHint="Blank: the usual term for this equipment" />
        <FormAlert message={formError} />
        <SubmitButton pending={form.formState.isSubmitting} label="Add item" />
      </form>
    </FormProvider>
  );
}

/** Correcting one item from its paperwork: PATCH /api/service/equipment/:id, blank years meaning no such warranty. */
export function CorrectEquipmentForm({ item }: { item: EquipmentView }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    equipmentCorrectionSchema,
    {
      category: item.category,
      make: item.make,
      model: item.model,
      serial: item.serial ?? "",
      quantity: String(item.quantity),
      productWarrantyYears: text(item.productWarrantyYears),
      labourWarrantyYears: text(item.labourWarrantyYears),
      performanceWarrantyYears: text(item.performanceWarrantyYears),
    },
    async (correction) => {
      await apiRequest("PATCH", `/api/service/equipment/${item.id}`, correction);
      toast({ title: "Equipment saved" });
      await revalidate();
    },
    FALLBACK,
  );
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold">Correct</summary>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 grid min-w-72 gap-3">
          <EquipmentFields warrantyHint="Blank: no such warranty" />
          <FormAlert message={formError} />
          <SubmitButton pending={form.formState.isSubmitting} label="Save item" />
        </form>
      </FormProvider>
    </details>
  );
}
