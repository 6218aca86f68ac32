import { tariffNeedsRates, utilityIds, utilityTariffs } from "../../content/utility-tariffs.ts";
import type { ParamNote } from "../../lib/query-params.ts";
import { ChoiceField, FieldGroup, NumberField, noteFor, TextField } from "../../ui/query-fields.tsx";
import type { RoiValues } from "./roi-params.ts";
import { suggestUtility } from "./utility-suggestion.ts";

export const utilityOptions = utilityIds.map((id) => ({ value: id, label: utilityTariffs[id].name }));

/** The sentence under the ZIP field: the utility it suggests, said to be a suggestion. */
export function UtilitySuggestion({
  place,
  suggested,
}: {
  place: string;
  suggested: ReturnType<typeof suggestUtility>;
}) {
  if (!place) return <>We suggest your likely utility.</>;
  if (!suggested) return <>We don't know which utility serves {place}: choose it from your bill.</>;
  return (
    <>
      {place} is most likely served by {utilityTariffs[suggested].name}. This is a suggestion: the utility named on your
      bill is the one that counts.
    </>
  );
}

/** The ZIP field picks its suggested utility as the visitor types (without JavaScript, on the next Calculate). */
export function pickSuggestedUtility(form: HTMLFormElement, changed: EventTarget) {
  if (!(changed instanceof HTMLInputElement) || changed.name !== "place") return;
  const suggestion = suggestUtility(changed.value);
  const select = form.elements.namedItem("utility");
  if (suggestion && select instanceof HTMLSelectElement) select.value = suggestion;
}

/** "Your utility and bill": the same fields, names and rules in both calculators. */
export function UtilityFields({
  query,
}: {
  query: {
    values: Pick<RoiValues, "place" | "utility" | "importPrice" | "exportCredit" | "bill" | "usage">;
    notes: readonly ParamNote[];
    suggestedUtility: ReturnType<typeof suggestUtility>;
  };
}) {
  const { values, notes } = query;
  const note = (param: string) => noteFor(notes, param);
  return (
    <FieldGroup legend="Your utility and bill">
      <TextField
        name="place"
        label="ZIP code or town"
        defaultValue={values.place}
        note={note("place")}
        hint={<UtilitySuggestion place={values.place} suggested={query.suggestedUtility} />}
      />
      <ChoiceField
        name="utility"
        label="Utility"
        defaultValue={values.utility}
        options={utilityOptions}
        note={note("utility")}
      />
      {tariffNeedsRates(values.utility) ? (
        <>
          <NumberField
            name="importPrice"
            label="Price you pay per kWh"
            unit="$"
            defaultValue={values.importPrice}
            note={note("importPrice")}
          />
          <NumberField
            name="exportCredit"
            label="Credit per kWh you export"
            unit="$"
            defaultValue={values.exportCredit}
            note={note("exportCredit")}
          />
        </>
      ) : null}
      <NumberField name="bill" label="Average monthly bill" unit="$" defaultValue={values.bill} note={note("bill")} />
      <TextField
        name="usage"
        label="Or 12 months of use, kWh (January to December, separated by commas)"
        defaultValue={values.usage ? values.usage.join(", ") : ""}
        placeholder="e.g. 900, 800, 700, …"
        note={note("usage")}
        hint="From your bills or your utility's website; replaces the bill when given."
      />
    </FieldGroup>
  );
}
