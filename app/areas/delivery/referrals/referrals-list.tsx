import { Link } from "react-router";
import { formatCents } from "#app/lib/format.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import type { ReferralListQuery, ReferralPage } from "./referral-list.server.ts";

type Reward = ReferralPage["items"][number];

const texts: ListTexts = {
  noun: { one: "reward", many: "rewards" },
  label: "Referral rewards",
  caption: "Referral rewards, newest due first",
  empty: "No referral reward matches these filters.",
  filters: { search: "Search referrer or referred customer", csvPath: "/api/crm/referrals.csv" },
};
const selects: FilterSelect[] = [
  [
    "State",
    "state",
    "Due and paid",
    [
      ["due", "Due, not paid"],
      ["paid", "Paid"],
    ],
  ],
];

const customerLink = (id: string, name: string) => (
  <Link to={`/platform/crm/customers/${id}`} className={recordLinkClass}>
    {name}
  </Link>
);

/** Referral rewards due and paid (decision 0145); the office and admins mark a due one paid. */
export function ReferralsList({
  page,
  query,
  marksPaid,
}: {
  page: ReferralPage;
  query: ReferralListQuery;
  marksPaid: boolean;
}) {
  const payment = useFormAction("reward-paid");
  const columns: Column<Reward>[] = [
    { header: "Due", className: "whitespace-nowrap", cell: (reward) => formatOfficeDate(reward.dueAt) },
    { header: "Referrer", cell: (reward) => customerLink(reward.referrerId, reward.referrerName) },
    { header: "Referred", cell: (reward) => customerLink(reward.referredId, reward.referredName) },
    { header: "Project", cell: (reward) => reward.projectTitle },
    ...(page.items.some((reward) => reward.amountCents !== undefined)
      ? [
          {
            header: "Amount",
            cell: (reward: Reward) => (reward.amountCents === undefined ? "" : formatCents(reward.amountCents)),
          },
        ]
      : []),
    {
      header: "Paid",
      cell: (reward) =>
        reward.paidAt ? (
          `Paid ${formatOfficeDate(reward.paidAt)}${reward.paidByName ? ` by ${reward.paidByName}` : ""}`
        ) : marksPaid ? (
          <payment.fetcher.Form method="post">
            <input type="hidden" name="intent" value="reward-paid" />
            <input type="hidden" name="rewardId" value={reward.id} />
            <Button type="submit" variant="secondary" aria-label={`Mark the reward to ${reward.referrerName} paid`}>
              Mark paid
            </Button>
          </payment.fetcher.Form>
        ) : (
          "Not paid yet"
        ),
    },
  ];
  return <StaffList page={page} query={query} columns={columns} texts={texts} selects={selects} />;
}
