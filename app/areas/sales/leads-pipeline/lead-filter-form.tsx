import { Field, inputClass } from "#app/ui/field.tsx";
import { FilterForm, FilterSelectField, type FilterSelect } from "#app/ui/filter-form.tsx";
import { leadServices } from "#app/content/services.ts";
import { propertyTypes } from "#app/areas/sales/leads/index.ts";
import { leadSourceLabels } from "#app/areas/sales/leads/index.ts";
import type { LeadListQuery } from "./lead-list.server.ts";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import { leadStatuses, leadStatusLabels } from "./pipeline.ts";

const sortLabels: Record<LeadListQuery["sort"], string> = {
  createdAt: "Received",
  customerName: "Name",
  status: "Status",
};

const same = (values: readonly string[]): [string, string][] => values.map((value) => [value, value]);

/** Whether anything beyond the search box narrows or reorders the list: then the filters start open. */
function refined(query: LeadListQuery): boolean {
  return Boolean(
    query.status ||
    query.sla ||
    query.propertyType ||
    query.serviceNeeded ||
    query.source ||
    query.assignee ||
    query.from ||
    query.to ||
    query.spam !== "exclude" ||
    query.sort !== "createdAt" ||
    query.dir !== "desc",
  );
}

/** The inbox's filters: every one a URL parameter of the list. */
export function LeadFilterForm({ query, admins }: { query: LeadListQuery; admins: AssignableAdmin[] }) {
  const selects: FilterSelect[] = [
    ["Status", "status", "Any status", leadStatuses.map((status) => [status, leadStatusLabels[status]])],
    [
      "First contact",
      "sla",
      "Any",
      [
        ["due", "Due (within the promise)"],
        ["overdue", "Overdue"],
      ],
    ],
    ["Property type", "propertyType", "Any property", same(propertyTypes)],
    ["Service needed", "serviceNeeded", "Any service", same(leadServices)],
    ["Source", "source", "Any source", Object.entries(leadSourceLabels)],
    [
      "Assigned to",
      "assignee",
      "Anyone",
      [["none", "Unassigned"], ...admins.map((admin): [string, string] => [admin.id, admin.name ?? admin.id])],
    ],
  ];
  const orderSelects: FilterSelect[] = [
    [
      "Spam",
      "spam",
      undefined,
      [
        ["exclude", "Hide spam"],
        ["include", "Show spam too"],
        ["possible", "Possible spam"],
        ["only", "Only spam"],
      ],
    ],
    ["Sort by", "sort", undefined, Object.entries(sortLabels)],
    [
      "Order",
      "dir",
      undefined,
      [
        ["desc", "Descending"],
        ["asc", "Ascending"],
      ],
    ],
  ];
  const select = (filter: FilterSelect) => <FilterSelectField key={filter[1]} select={filter} values={query} />;
  return (
    <FilterForm
      label="Filter leads"
      search={{ label: "Search name, e-mail, phone or reference", value: query.search }}
      collapsible={{ summary: "Filters and sorting", open: refined(query) }}
    >
      {selects.map(select)}
      <Field label="Received from" hint="Days in Pacific time">
        <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
      </Field>
      <Field label="Received until" hint="This day included">
        <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
      </Field>
      {orderSelects.map(select)}
      {query.pageSize !== 25 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
    </FilterForm>
  );
}
