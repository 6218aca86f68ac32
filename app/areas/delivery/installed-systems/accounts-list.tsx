import { Link } from "react-router";
import { propertyTypes } from "#app/content/property-types.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Badge } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { AccountsListQuery, AccountsPage } from "./accounts-list.server.ts";

type Account = AccountsPage["items"][number];

const texts: ListTexts = {
  noun: { one: "account", many: "accounts" },
  caption: "Service accounts: customers with several sites or a commercial, agricultural or marina property",
  empty: "No customer has several sites or a commercial, agricultural or marina property yet.",
  filters: { search: "Search name, e-mail, phone or company", csvPath: "/api/service/accounts.csv" },
};
const selects: FilterSelect[] = [["Property", "propertyType", "Any property", propertyTypes.map((t) => [t, t])]];

const columns: Column<Account>[] = [
  {
    header: "Account",
    sortKey: "name",
    firstDir: "asc",
    rowHeader: true,
    cell: (account) => (
      <Link to={`/platform/crm/customers/${account.id}`} className={textLinkClass}>
        {account.companyName ? `${account.companyName} (${account.name})` : account.name}
      </Link>
    ),
  },
  { header: "Property", cell: (account) => account.propertyType ?? "Not known" },
  {
    header: "Sites and systems",
    cell: (account) =>
      account.sites.length === 0 ? (
        "No site recorded"
      ) : (
        <ul className="grid gap-1">
          {account.sites.map((site) => (
            <li key={site.id}>
              <Link to={`/enterprise-carm/sites/${site.id}`} className={textLinkClass}>
                {[site.line1, site.city].filter(Boolean).join(", ")}
              </Link>{" "}
              · {site.systems === 1 ? "1 system" : `${site.systems} systems`}
            </li>
          ))}
        </ul>
      ),
  },
  {
    header: "Warranties",
    cell: (account) =>
      account.nextWarrantyEnd ? (
        <Badge tone="amber">
          {account.warrantiesEnding} ending, first {formatIsoDate(account.nextWarrantyEnd)}
        </Badge>
      ) : (
        <Badge tone="emerald">None ending in 90 days</Badge>
      ),
  },
];

/** /enterprise-carm: the service accounts, each with its sites, systems and warranties ending soon. */
export function AccountsList({ page, query }: { page: AccountsPage; query: AccountsListQuery }) {
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={selects}
      sort={{ sort: query.sort, dir: query.dir, defaultSort: "name", defaultDir: "asc" }}
    />
  );
}
