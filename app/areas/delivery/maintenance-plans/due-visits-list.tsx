import { Link } from "react-router";
import { serviceAreaTowns } from "#app/content/service-area-towns.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Badge } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { BookPlanVisitForm, type Technician } from "./book-plan-visit-form.tsx";
import type { DueVisitPage, DueVisitQuery } from "./due-list.server.ts";

type DueVisit = DueVisitPage["items"][number];

const texts: ListTexts = {
  noun: { one: "visit", many: "visits" },
  label: "Plan visits due",
  caption: "Maintenance plan visits to book, soonest first",
  empty: "No plan visit is due for these filters.",
  filters: { search: "Search customer or address", csvPath: "/api/service/visits/due.csv" },
};

const selects: FilterSelect[] = [["Town", "town", "Any town", serviceAreaTowns.map((town) => [town, town])]];

function columns(today: string, technicians: readonly Technician[] | null): Column<DueVisit>[] {
  const booking: Column<DueVisit>[] = technicians
    ? [
        {
          header: "Book",
          cell: (visit) => (
            <BookPlanVisitForm
              visitId={visit.id}
              visitName={`${visit.title} at ${visit.line1}`}
              technicians={technicians}
            />
          ),
        },
      ]
    : [];
  return [
    {
      header: "Due",
      sortKey: "dueOn",
      firstDir: "asc",
      rowHeader: true,
      cell: (visit) => (
        <span className="grid gap-1">
          {formatIsoDate(visit.dueOn)}
          {visit.dueOn < today ? <Badge tone="red">Overdue</Badge> : null}
        </span>
      ),
    },
    { header: "Visit", cell: (visit) => `${visit.title} (${visit.planName})` },
    {
      header: "Customer",
      cell: (visit) => (
        <Link to={`/platform/crm/customers/${visit.customerId}`} className={textLinkClass}>
          {visit.customerName}
        </Link>
      ),
    },
    { header: "Site", cell: (visit) => [visit.line1, visit.city].filter(Boolean).join(", ") },
    ...booking,
  ];
}

/** /enterprise-carm/plans/due: the plan visits to book (each books from its row), filtered by days, month or town. */
export function DueVisitsList({
  page,
  query,
  today,
  technicians,
}: {
  page: DueVisitPage;
  query: DueVisitQuery;
  today: string;
  /** Whom a visit may be booked with; null for a reader who may not book. */
  technicians: readonly Technician[] | null;
}) {
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns(today, technicians)}
      texts={texts}
      selects={selects}
      sort={{ sort: query.sort, dir: query.dir, defaultSort: "dueOn", defaultDir: "asc" }}
    >
      <Field label="Month">
        <input type="month" name="month" defaultValue={query.month ?? ""} className={inputClass} />
      </Field>
      <Field label="Due from">
        <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
      </Field>
      <Field label="Due until" hint="This day included">
        <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
      </Field>
    </StaffList>
  );
}
