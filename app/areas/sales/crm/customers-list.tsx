import { Link } from "react-router";
import { propertyTypes } from "#app/content/property-types.ts";
import { serviceAreaTowns } from "#app/content/service-area-towns.ts";
import { utilityIds, utilityTariffs } from "#app/content/utility-tariffs.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { EmailAddress } from "#app/ui/email-address.tsx";
import type { CustomerListQuery, CustomerPage } from "./customer-list.server.ts";

type Customer = CustomerPage["items"][number];

const muted = "text-xs text-slate-700 dark:text-slate-300";

const texts: ListTexts = {
  noun: { one: "customer", many: "customers" },
  caption: "Customers",
  filters: { search: "Search name, e-mail, phone or company", searchParam: "q", csvPath: "/api/crm/customers.csv" },
};

const yesNo = (yes: string, no: string): [string, string][] => [
  ["yes", yes],
  ["no", no],
];

function selectsFor(owners: readonly { id: string; name: string | null }[]): FilterSelect[] {
  return [
    ["Town", "town", "Any town", serviceAreaTowns.map((town) => [town, town])],
    ["Utility", "utility", "Any utility", utilityIds.map((id) => [id, utilityTariffs[id].name])],
    ["Property type", "propertyType", "Any type", propertyTypes.map((type) => [type, type])],
    [
      "Owner",
      "owner",
      "Anyone",
      [["none", "Nobody"], ...owners.map((owner): [string, string] => [owner.id, owner.name ?? owner.id])],
    ],
    ["Open deal", "openDeal", "Either", yesNo("Has an open deal", "No open deal")],
    ["Installed system", "hasSystem", "Either", yesNo("Has a system", "No system yet")],
  ];
}

const columns: Column<Customer>[] = [
  {
    header: "Name",
    sortKey: "name",
    firstDir: "asc",
    cell: (customer) => (
      <>
        <Link to={`/platform/crm/customers/${customer.id}`} className={recordLinkClass}>
          {customer.name ?? customer.email}
        </Link>
        {customer.company ? <div className={muted}>{customer.company}</div> : null}
      </>
    ),
  },
  {
    header: "Contact",
    cell: (customer) => (
      <>
        <div>
          <EmailAddress address={customer.email} />
        </div>
        {customer.phone ? <div className="whitespace-nowrap">{customer.phone}</div> : null}
      </>
    ),
  },
  {
    header: "Town and utility",
    cell: (customer) => (
      <>
        <div>{customer.town ?? "—"}</div>
        {customer.utility ? <div className={muted}>{utilityTariffs[customer.utility].name}</div> : null}
      </>
    ),
  },
  { header: "Open deals", className: "text-right", cell: (customer) => customer.openDeals },
  { header: "Owner", cell: (customer) => customer.ownerName ?? <span className={muted}>Nobody</span> },
];

function TagField({ value }: { value: string | undefined }) {
  return (
    <Field label="Tag">
      <input type="text" name="tag" defaultValue={value ?? ""} maxLength={40} className={inputClass} />
    </Field>
  );
}

/** The CRM's customers: filters (with a tag), the CSV of what they match, and the page of customers. */
export function CustomersList({
  page,
  query,
  owners,
}: {
  page: CustomerPage;
  query: CustomerListQuery;
  owners: readonly { id: string; name: string | null }[];
}) {
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={selectsFor(owners)}
      sort={{ sort: query.sort, dir: query.dir, defaultSort: "createdAt", defaultDir: "desc" }}
    >
      <TagField value={query.tag} />
    </StaffList>
  );
}
