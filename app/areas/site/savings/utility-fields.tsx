import { tariffNeedsRates, utilityIds, utilityTariffs, type UtilityId } from "#app/content/utility-tariffs.ts";
import { ChoiceField, FieldGroup, NumberField, TextField } from "#app/ui/query-fields.tsx";
import { suggestUtility } from "#app/areas/energy/index.ts";

export const utilityOptions = utilityIds.map((id) => ({ value: id, label: utilityTariffs[id].name }));

/**
 * The sentence under the ZIP field: the utility it suggests, said to be a suggestion, and, when the calculation is
 * for another utility (chosen by the visitor, or left at the default by a form sent without JavaScript), which.
 */
export function UtilitySuggestion({
  place,
  suggested,
  chosen,
}: {
  place: string;
  suggested: ReturnType<typeof suggestUtility>;
  chosen: UtilityId;
}) {
  if (!place) return <>We suggest your likely utility.</>;
  if (!suggested) return <>We don't know which utility serves {place}: choose it from your bill.</>;
  return (
    <>
      {place} is most likely served by {utilityTariffs[suggested].name}. This is a suggestion: the utility named on your
      bill is the one that counts.
      {suggested === chosen
        ? null
        : ` These results are for ${utilityTariffs[chosen].name}: if ${utilityTariffs[suggested].name} is on your bill, choose it as your utility and press Calculate.`}
    </>
  );
}

/**
 * With JavaScript, the ZIP field picks its suggested utility as the visitor types. Without it, the form sends the
 * utility select as it stands, so the server keeps that choice (a query without `utility` gets the suggestion) and
 * the sentence under the field says which utility the results are for.
 */
export function pickSuggestedUtility(form: HTMLFormElement, changed: EventTarget) {
  if (!(changed instanceof HTMLInputElement) || changed.name !== "place") return;
  const suggestion = suggestUtility(changed.value);
  const select = form.elements.namedItem("utility");
  if (suggestion && select instanceof HTMLSelectElement) select.value = suggestion;
}

export interface UtilityQuery {
  values: { place: string; utility: UtilityId };
  suggestedUtility: ReturnType<typeof suggestUtility>;
}

/** "Your utility and bill": the same fields, names and rules in both calculators. */
export function UtilityFields({ query: { values, suggestedUtility } }: { query: UtilityQuery }) {
  return (
    <FieldGroup legend="Your utility and bill">
      <TextField
        name="place"
        hint={<UtilitySuggestion place={values.place} suggested={suggestedUtility} chosen={values.utility} />}
      />
      <ChoiceField name="utility" options={utilityOptions} />
      {tariffNeedsRates(values.utility) ? (
        <>
          <NumberField name="importPrice" />
          <NumberField name="exportCredit" />
        </>
      ) : null}
      <NumberField name="bill" />
      <TextField name="usage" />
    </FieldGroup>
  );
}
