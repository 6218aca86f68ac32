import { NumberField } from "../../ui/query-fields.tsx";

/** Solar size (empty: the size we recommend) and usable battery, the same names and rules in both calculators. */
export function SizeAndBatteryFields({
  sizeLabel,
  sizeHint,
  batteryHint,
}: {
  sizeLabel: string;
  sizeHint: string;
  batteryHint?: string;
}) {
  return (
    <>
      <NumberField name="size" label={sizeLabel} unit="kW" placeholder="Recommended" hint={sizeHint} />
      <NumberField name="battery" label="Battery, usable" unit="kWh" hint={batteryHint} />
    </>
  );
}
