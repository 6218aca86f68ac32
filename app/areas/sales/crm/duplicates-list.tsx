import { Link } from "react-router";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { useCan } from "#app/lib/use-can.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { StaffList } from "#app/ui/staff-list.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { MergeIntoButton } from "#app/areas/customers/index.ts";
import type { DuplicatePair, DuplicateReason, DuplicateSide, DuplicatesPage } from "./duplicates.server.ts";

const reasonLabels: Record<DuplicateReason, string> = {
  email: "same e-mail",
  phone: "same phone",
  nameAndStreet: "same name and street",
};

const muted = "text-xs text-slate-700 dark:text-slate-300";

function Side({ side }: { side: DuplicateSide }) {
  return (
    <>
      <Link to={`/platform/crm/customers/${side.id}`} className={recordLinkClass}>
        {side.name ?? side.email}
      </Link>
      <div>{side.email}</div>
      {side.phone ? <div>{side.phone}</div> : null}
      {side.address ? <div className={muted}>{side.address}</div> : null}
      <div className={muted}>
        Since {formatOfficeDate(new Date(side.createdAt))}
        {side.hasAccount ? " · has an account" : ""}
      </div>
    </>
  );
}

function columns(merges: boolean): Column<DuplicatePair>[] {
  const shown: Column<DuplicatePair>[] = [
    { header: "Customer", cell: (pair) => <Side side={pair.first} /> },
    { header: "Possibly the same as", cell: (pair) => <Side side={pair.second} /> },
    { header: "Why", cell: (pair) => pair.reasons.map((reason) => reasonLabels[reason]).join(", ") },
  ];
  if (!merges) return shown;
  return [
    ...shown,
    {
      header: "Merge",
      hiddenHeader: true,
      cell: (pair) => (
        <div className="grid gap-2">
          <MergeIntoButton survivor={pair.first} merged={pair.second} />
          <MergeIntoButton survivor={pair.second} merged={pair.first} />
        </div>
      ),
    },
  ];
}

/** Pairs of customers that may be one person, each with the merges either way for staff who may merge. */
export function DuplicatesList({ page }: { page: DuplicatesPage }) {
  const merges = useCan("write:customer:any");
  return (
    <StaffList
      page={page}
      columns={columns(merges)}
      texts={{
        noun: { one: "possible duplicate", many: "possible duplicates" },
        caption: "Customers who may be the same person, oldest first",
        empty: "No customers look like the same person.",
      }}
    />
  );
}
