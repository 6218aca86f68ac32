import { Link } from "react-router";
import { formatIsoDate } from "#app/lib/format.ts";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { WaitingPurchase } from "./plan-purchases.server.ts";

/** Why a bought plan waits: what the office can do about it is not the same. */
function waitsFor(purchase: WaitingPurchase) {
  if (purchase.siteCount === 0)
    return "No site on record: the client is asked for its address, or add one on the customer's page";
  // The job attaches it at the customer's one site within a minute.
  if (purchase.siteCount === 1) return "Being attached to the customer's site";
  return `The client has ${purchase.siteCount} sites and is asked which one`;
}

/**
 * /enterprise-carm/plans/due: the plans bought in the shop that wait for their site (decision 0190), so the office
 * can call the client or add the site; a plan attaches by itself once the customer has one site.
 */
export function PlanPurchasesWaiting({ purchases }: { purchases: readonly WaitingPurchase[] }) {
  return (
    <section aria-labelledby="plan-purchases-waiting" className="grid gap-3">
      <h2 id="plan-purchases-waiting" className="text-xl font-semibold">
        Plans bought in the shop without a site
      </h2>
      {purchases.length === 0 ? (
        <p className="text-sm">Every plan bought in the shop is attached to its site.</p>
      ) : (
        <TableScroller label="Plans bought without a site">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Plans bought in the shop waiting for their site, oldest first</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  Ordered
                </th>
                <th scope="col" className="p-2">
                  Order
                </th>
                <th scope="col" className="p-2">
                  Plan
                </th>
                <th scope="col" className="p-2">
                  Customer
                </th>
                <th scope="col" className="p-2">
                  Waiting for
                </th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="p-2 font-normal">
                    {formatIsoDate(purchase.orderedOn)}
                  </th>
                  <td className="p-2">{purchase.orderNumber}</td>
                  <td className="p-2">{purchase.planName}</td>
                  <td className="p-2">
                    <Link to={`/platform/crm/customers/${purchase.customerId}`} className={textLinkClass}>
                      {purchase.customerName}
                    </Link>
                  </td>
                  <td className="p-2">{waitsFor(purchase)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
