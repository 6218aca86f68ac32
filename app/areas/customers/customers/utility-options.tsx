import { utilityIds, utilityTariffs } from "#app/content/utility-tariffs.ts";

/** The choices of a utility `<select>`: "not known" (an empty value), then every utility the calculators know. */
export function UtilityOptions({ unknownLabel = "Not known" }: { unknownLabel?: string }) {
  return (
    <>
      <option value="">{unknownLabel}</option>
      {utilityIds.map((id) => (
        <option key={id} value={id}>
          {utilityTariffs[id].name}
        </option>
      ))}
    </>
  );
}
