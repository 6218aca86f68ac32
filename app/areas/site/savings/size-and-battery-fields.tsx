import { NumberField } from "#app/ui/query-fields.tsx";

/** Solar size (empty: the size we recommend) and usable battery, the same names and rules in both calculators. */
export function SizeAndBatteryFields({ sizeHint, batteryHint }: { sizeHint: string; batteryHint?: string }) {
  return (
    <>
      <NumberField name="size" hint={sizeHint} />
      <NumberField name="battery" hint={batteryHint} />
    </>
  );
}
