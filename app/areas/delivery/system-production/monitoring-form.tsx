import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import {
  type Orientation,
  type ShadingLevel,
  type TiltBand,
  orientationFactors,
  orientations,
  shadingLevels,
  shadingLosses,
  tiltBands,
  tiltFactors,
} from "#app/content/solar-production.ts";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { monitoringSettingsSchema } from "./production-schemas.ts";

/** A system's monitoring settings as stored (all blank before the office sets any). */
export interface MonitoringSettings {
  orientation: Orientation | null;
  tilt: TiltBand | null;
  shading: ShadingLevel | null;
  mutedUntil: string | null;
  muteReason: string | null;
}

const labelsOf = (entries: Readonly<Record<string, { label: string }>>) =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, value.label]));

/**
 * The office's monitoring settings on a system's page: its roof (what the savings model expects from, when no sale
 * estimate exists) and the mute of its alerts, with a reason and a last day.
 */
export function MonitoringForm({ systemId, settings }: { systemId: string; settings: MonitoringSettings }) {
  const revalidator = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    monitoringSettingsSchema,
    {
      orientation: settings.orientation ?? "",
      tilt: settings.tilt ?? "",
      shading: settings.shading ?? "",
      mutedUntil: settings.mutedUntil ?? "",
      muteReason: settings.muteReason ?? "",
    },
    async (values) => {
      await apiRequest("PATCH", `/api/service/systems/${systemId}/monitoring`, values);
      toast({ title: "Monitoring settings saved" });
      await revalidator.revalidate();
    },
    "Could not save. Please try again.",
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 md:grid-cols-3">
        <FormSelect
          name="orientation"
          label="Roof faces"
          options={orientations}
          labels={labelsOf(orientationFactors)}
          emptyLabel="Not recorded (south)"
        />
        <FormSelect
          name="tilt"
          label="Roof pitch"
          options={tiltBands}
          labels={labelsOf(tiltFactors)}
          emptyLabel="Not recorded (typical)"
        />
        <FormSelect
          name="shading"
          label="Shade"
          options={shadingLevels}
          labels={labelsOf(shadingLosses)}
          emptyLabel="Not recorded (none)"
        />
        <FormInput name="mutedUntil" label="Alerts muted until" type="date" hint="Blank both to end a mute." />
        <div className="md:col-span-2">
          <FormInput name="muteReason" label="Why muted" maxLength={200} />
        </div>
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" className="w-fit">
          Save monitoring settings
        </Button>
      </form>
    </FormProvider>
  );
}
