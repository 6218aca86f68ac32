import { utilityIds, utilityTariffs } from "#app/content/utility-tariffs.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FilterForm, type FilterSelect } from "#app/ui/filter-form.tsx";
import { leadSourceLabels, propertyTypes } from "#app/areas/sales/leads/index.ts";

/** The board's query as the form shows it (BoardQuery, read here by its parameters' names). */
type BoardFilterValues = Partial<
  Record<"search" | "owner" | "source" | "utility" | "propertyType" | "from" | "to", string>
>;

/** The board's filters, a GET form: every one a URL parameter, so a filtered board is a link. */
export function BoardFilterForm({
  query,
  owners,
}: {
  query: BoardFilterValues;
  owners: { id: string; name: string | null }[];
}) {
  const selects: FilterSelect[] = [
    [
      "Owner",
      "owner",
      "Anyone",
      [["none", "Unassigned"], ...owners.map((owner): [string, string] => [owner.id, owner.name ?? owner.id])],
    ],
    ["Source", "source", "Any source", Object.entries(leadSourceLabels)],
    ["Utility", "utility", "Any utility", utilityIds.map((id) => [id, utilityTariffs[id].name])],
    ["Property type", "propertyType", "Any property", propertyTypes.map((type) => [type, type])],
  ];
  const refined = Boolean(query.owner || query.source || query.utility || query.propertyType || query.from || query.to);
  return (
    <FilterForm
      label="Filter the pipeline"
      search={{ label: "Search name, e-mail, phone or reference", value: query.search }}
      selects={selects}
      values={query}
      collapsible={{ summary: "Filters", open: refined }}
    >
      <Field label="Received from" hint="Days in Pacific time">
        <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
      </Field>
      <Field label="Received until" hint="This day included">
        <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
      </Field>
    </FilterForm>
  );
}
