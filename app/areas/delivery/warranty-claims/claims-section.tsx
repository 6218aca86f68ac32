import { labourClaimRules } from "#app/content/labour-claim-rules.ts";
import { formatCents, formatIsoDate } from "#app/lib/format.ts";
import { Panel } from "#app/ui/panel.tsx";
import { RecordClaimForm, UpdateClaimForm } from "./claim-forms.tsx";
import { ClaimStateText } from "./claim-state-text.tsx";
import type { TicketClaims } from "./ticket-claims.server.ts";

/**
 * A ticket's warranty claims (the ticket page's "Warranty claims" section): each claim's manufacturer, RMA, the
 * serials replaced, its deadline and the rule it follows, its state with its days, and its amount for those who read
 * money; for the office, the forms that move a claim on and record a new one.
 */
export function WarrantyClaimsSection({ data }: { data: TicketClaims }) {
  return (
    <Panel title="Warranty claims">
      <div className="grid gap-4">
        {data.claims.length === 0 ? <p className="text-sm">No warranty claim on this ticket.</p> : null}
        {data.claims.map((claim) => (
          <article
            key={claim.id}
            aria-label={`Claim to ${claim.manufacturer}`}
            className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <h3 className="font-semibold">
              {claim.manufacturer}
              {claim.rmaNumber ? `, RMA ${claim.rmaNumber}` : ", no RMA yet"}
            </h3>
            <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold">Replaced</dt>
              <dd>
                {formatIsoDate(claim.replacedOn)}
                <ul>
                  {claim.items.map((item) => (
                    <li key={item.id}>
                      {item.description}: {item.oldSerial ?? "no serial on record"} → {item.newSerial}
                    </li>
                  ))}
                </ul>
              </dd>
              <dt className="font-semibold">Claim by</dt>
              <dd>
                {formatIsoDate(claim.claimDeadline)}. {labourClaimRules[claim.deadlineRule].summary}
              </dd>
              <dt className="font-semibold">State</dt>
              <dd>
                <ClaimStateText claim={claim} />
              </dd>
              {"amountCents" in claim ? (
                <>
                  <dt className="font-semibold">Labour claimed</dt>
                  <dd>{claim.amountCents == null ? "Not recorded" : formatCents(claim.amountCents)}</dd>
                </>
              ) : null}
            </dl>
            {data.records && (claim.state === "to_claim" || claim.state === "claimed") ? (
              <UpdateClaimForm claim={claim} />
            ) : null}
          </article>
        ))}
        {data.records ? (
          data.equipment.length === 0 ? (
            <p className="text-sm">No equipment is recorded at this site: record it on the site&apos;s page first.</p>
          ) : (
            <section aria-labelledby="record-claim-heading" className="grid gap-3">
              <h3 id="record-claim-heading" className="font-semibold">
                Record a warranty claim
              </h3>
              <RecordClaimForm ticketId={data.ticketId} equipment={data.equipment} />
            </section>
          )
        ) : null}
      </div>
    </Panel>
  );
}
