import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { actorText, changeText } from "./audit-event-text.ts";
import type { AuditListQuery, AuditPage } from "./audit-list.server.ts";

type AuditRow = AuditPage["items"][number];

const texts: ListTexts = {
  noun: { one: "event", many: "events" },
  label: "Audit trail",
  caption: "Audit trail: staff writes, sign-ins and exports, newest first",
  filters: { search: "Search a record's id, an action or an address", csvPath: "/api/admin/audit" },
};

const columns: Column<AuditRow>[] = [
  { header: "When", className: "whitespace-nowrap", cell: (row) => formatOfficeTime(new Date(row.occurredAt)) },
  { header: "Who", cell: (row) => actorText(row) },
  { header: "Action", cell: (row) => <code className="text-xs">{row.action}</code> },
  {
    header: "Record",
    cell: (row) =>
      row.entity ? (
        <span className="break-all">
          {row.entity} <code className="text-xs">{row.entityId}</code>
        </span>
      ) : (
        ""
      ),
  },
  { header: "Changes", cell: (row) => <span className="break-words">{changeText(row)}</span> },
  { header: "Address", cell: (row) => row.clientAddress ?? "" },
];

/** Every recorded event, filtered by person, action, kind of record and days, with the CSV of what it shows. */
export function AuditTrail({ page, query }: { page: AuditPage; query: AuditListQuery }) {
  const selects: FilterSelect[] = [
    ["Person", "actor", "Anyone", page.people.map((person) => [person.id, person.name])],
    ["Action", "action", "Any action", page.actions.map((action) => [action, action])],
    ["Record", "entity", "Any record", page.entities.map((entity) => [entity, entity])],
  ];
  return (
    <StaffList page={page} query={query} columns={columns} texts={texts} selects={selects}>
      <Field label="From" hint="Days in Pacific time">
        <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
      </Field>
      <Field label="Until" hint="This day included">
        <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
      </Field>
    </StaffList>
  );
}
