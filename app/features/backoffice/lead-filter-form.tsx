import { Form, Link } from "react-router";
import { Field, inputClass } from "../../ui/field.tsx";
import { Select } from "./filter-select.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { propertyTypes, serviceNeededOptions } from "../leads/index.ts";
import { leadSourceLabels } from "./labels.ts";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import type { LeadListQuery } from "./lead-list-query.server.ts";
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
    query.order !== "desc",
  );
}

/** The inbox's filters as a GET form: the URL holds them, so a filtered list is a link and works without JS. */
export function LeadFilterForm({ query, admins }: { query: LeadListQuery; admins: AssignableAdmin[] }) {
  return (
    <Form
      method="get"
      className="grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      role="search"
      aria-label="Filter leads"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <Field label="Search name, e-mail, phone or reference">
            <input
              type="search"
              name="search"
              defaultValue={query.search ?? ""}
              maxLength={200}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Apply filters
        </button>
        <Link to="/admin-crm" className={buttonClass("secondary")}>
          Clear filters
        </Link>
      </div>
      <details open={refined(query)}>
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-800 dark:text-brand-300">
          Filters and sorting
        </summary>
        <div className="mt-3 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Status">
            <Select
              name="status"
              value={query.status}
              any="Any status"
              options={leadStatuses.map((status) => [status, leadStatusLabels[status]])}
            />
          </Field>
          <Field label="First contact">
            <Select
              name="sla"
              value={query.sla}
              any="Any"
              options={[
                ["due", "Due (within the promise)"],
                ["overdue", "Overdue"],
              ]}
            />
          </Field>
          <Field label="Property type">
            <Select name="propertyType" value={query.propertyType} any="Any property" options={same(propertyTypes)} />
          </Field>
          <Field label="Service needed">
            <Select
              name="serviceNeeded"
              value={query.serviceNeeded}
              any="Any service"
              options={same(serviceNeededOptions)}
            />
          </Field>
          <Field label="Source">
            <Select name="source" value={query.source} any="Any source" options={Object.entries(leadSourceLabels)} />
          </Field>
          <Field label="Assigned to">
            <Select
              name="assignee"
              value={query.assignee}
              any="Anyone"
              options={[
                ["none", "Unassigned"],
                ...admins.map((admin): [string, string] => [admin.id, admin.name ?? admin.id]),
              ]}
            />
          </Field>
          <Field label="Received from" hint="Days in Pacific time">
            <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
          </Field>
          <Field label="Received until" hint="This day included">
            <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
          </Field>
          <Field label="Spam">
            <Select
              name="spam"
              value={query.spam}
              options={[
                ["exclude", "Hide spam"],
                ["include", "Show spam too"],
                ["possible", "Possible spam"],
                ["only", "Only spam"],
              ]}
            />
          </Field>
          <Field label="Sort by">
            <Select name="sort" value={query.sort} options={Object.entries(sortLabels)} />
          </Field>
          <Field label="Order">
            <Select
              name="order"
              value={query.order}
              options={[
                ["desc", "Descending"],
                ["asc", "Ascending"],
              ]}
            />
          </Field>
        </div>
      </details>
      {query.pageSize !== 25 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
    </Form>
  );
}
