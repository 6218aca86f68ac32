import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Link } from "react-router";
import { referralProgramme } from "#app/content/referrals.ts";
import { apiRequest } from "#app/lib/api.ts";
import { formatCents } from "#app/lib/format.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { customerReferrerSchema } from "#app/areas/customers/index.ts";
import type { CustomerReferrals } from "./customer-referrals.server.ts";

type Found = { id: string; name: string | null; email: string };

/**
 * Who referred the customer, chosen by a search of the CRM's customers (GET /api/crm/customers?q=); the customer
 * themselves is never offered.
 */
function ReferrerForm({ customerId, referredBy }: { customerId: string; referredBy: CustomerReferrals["referredBy"] }) {
  const action = useActionForm("customer-referrer", zodResolver(customerReferrerSchema), {
    values: { referredById: referredBy?.id ?? "" },
  });
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<Found[] | null>(null);
  const find = async () => {
    const page = await apiRequest<{ items: Found[] }>("GET", `/api/crm/customers?q=${encodeURIComponent(search)}`);
    setFound(page.items.filter((customer) => customer.id !== customerId));
  };
  return (
    <ActionForm action={action} submitLabel="Save referrer">
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Find the referring customer" hint="Name, e-mail, phone or company">
          <input type="search" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Button type="button" variant="secondary" onClick={() => void find()}>
          Find
        </Button>
      </div>
      <Field label="Referred by" error={action.fieldError("referredById")}>
        <select className={inputClass} {...action.form.register("referredById")}>
          <option value="">Nobody</option>
          {referredBy ? <option value={referredBy.id}>{referredBy.name}</option> : null}
          {(found ?? [])
            .filter((customer) => customer.id !== referredBy?.id)
            .map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name ?? customer.email} · {customer.email}
              </option>
            ))}
        </select>
      </Field>
      {found && found.length === 0 ? <p className="text-sm">No other customer matches “{search}”.</p> : null}
    </ActionForm>
  );
}

/**
 * The customer page's referrals (decision 0145): who referred them, whom they referred, the rewards they earned and
 * the programme's reward; for the office and admins, the referrer's form.
 */
export function ReferralSection({
  customerId,
  referrals,
  changes,
}: {
  customerId: string;
  referrals: CustomerReferrals;
  changes: boolean;
}) {
  const { referredBy, referred, rewards, rewardCents } = referrals;
  return (
    <div className="grid gap-4 text-sm">
      <p>
        Referred by:{" "}
        {referredBy ? (
          <Link to={`/platform/crm/customers/${referredBy.id}`} className={recordLinkClass}>
            {referredBy.name}
          </Link>
        ) : (
          "nobody"
        )}
      </p>
      <p>
        {rewardCents === null ? "A referral reward" : `A referral reward of ${formatCents(rewardCents)}`}:{" "}
        {referralProgramme.description}
      </p>
      {referred.length > 0 ? (
        <section aria-label="Customers they referred" className="grid gap-1">
          <h3 className="font-semibold">Customers they referred</h3>
          <ul className="grid gap-1">
            {referred.map((customer) => (
              <li key={customer.id}>
                <Link to={`/platform/crm/customers/${customer.id}`} className={recordLinkClass}>
                  {customer.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rewards.length > 0 ? (
        <section aria-label="Their rewards" className="grid gap-1">
          <h3 className="font-semibold">Their rewards</h3>
          <ul className="grid gap-1">
            {rewards.map((reward) => (
              <li key={reward.id}>
                For {reward.referredName} · due {formatOfficeDate(new Date(reward.dueAt))}
                {reward.amountCents === null ? "" : ` · ${formatCents(reward.amountCents)}`} ·{" "}
                {reward.paidAt ? `paid ${formatOfficeDate(new Date(reward.paidAt))}` : "not paid yet"}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {changes ? <ReferrerForm customerId={customerId} referredBy={referredBy} /> : null}
    </div>
  );
}
