import { formatCents, formatNumber } from "#app/lib/format.ts";
import { SideBySideTable } from "#app/ui/side-by-side-table.tsx";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { formatIrr, formatPayback, type OwnershipId, type RoiResult } from "#app/areas/energy/index.ts";

export const ownershipLabels: Record<OwnershipId, string> = { cash: "Cash", loan: "Loan", lease: "Lease or PPA" };
const ownershipIds: OwnershipId[] = ["cash", "loan", "lease"];

const th = "px-3 py-2 text-right font-semibold";
const td = "px-3 py-2 text-right tabular-nums";
const money = (cents: number) => formatCents(cents, { wholeDollars: true });

export function YearTable({ result, id }: { result: RoiResult; id: string }) {
  return (
    <TableScroller label="Year-by-year table" className="mt-4">
      <table id={id} className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">
          Year by year: production, your bill without solar, savings, and each option's cash flow and running total
        </caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className={th}>
              Year
            </th>
            <th scope="col" className={th}>
              Production
            </th>
            <th scope="col" className={th}>
              Bill without solar
            </th>
            <th scope="col" className={th}>
              Savings
            </th>
            {ownershipIds.map((option) => (
              <th key={option} scope="col" className={th}>
                {ownershipLabels[option]}: cash flow (total)
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          <tr>
            <th scope="row" className={th}>
              0
            </th>
            <td className={td}>–</td>
            <td className={td}>–</td>
            <td className={td}>–</td>
            {ownershipIds.map((option) => (
              <td key={option} className={td}>
                {money(result.options[option].flows[0]!)}
              </td>
            ))}
          </tr>
          {result.years.map((row) => (
            <tr key={row.year}>
              <th scope="row" className={th}>
                {row.year}
              </th>
              <td className={td}>{formatNumber(row.productionKwh)} kWh</td>
              <td className={td}>{money(row.billBeforeCents)}</td>
              <td className={td}>{money(row.savingsCents)}</td>
              {ownershipIds.map((option) => (
                <td key={option} className={td}>
                  {money(row.cashFlowCents[option])} ({money(result.options[option].cumulative[row.year]!)})
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export function SensitivityTable({ result }: { result: RoiResult }) {
  return (
    <TableScroller label="Sensitivity to utility price rises" className="mt-4">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">25-year net savings by yearly utility price rise</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className={th}>
              Utility prices rise
            </th>
            {ownershipIds.map((option) => (
              <th key={option} scope="col" className={th}>
                {ownershipLabels[option]}: 25-year net
              </th>
            ))}
            <th scope="col" className={th}>
              Cash payback
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {result.sensitivity.map((row) => (
            <tr key={row.escalationPercent}>
              <th scope="row" className={th}>
                {row.escalationPercent}% a year
              </th>
              {ownershipIds.map((option) => (
                <td key={option} className={td}>
                  {money(row.netSavingsCents[option])}
                </td>
              ))}
              <td className={td}>{formatPayback(row.cashPayback)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export function OwnershipTable({ result }: { result: RoiResult }) {
  const rows: { label: string; value: (option: OwnershipId) => string }[] = [
    { label: "Paid up front", value: (option) => money(Math.max(0, -result.options[option].flows[0]!)) },
    {
      label: "Monthly payment",
      value: (option) =>
        option === "cash"
          ? "–"
          : option === "loan"
            ? `${formatCents(result.loanMonthlyPaymentCents)} for ${result.loanPayoffCents > 0 ? "25 years, then paid off" : "the term"}`
            : `${formatCents(result.leaseFirstMonthlyCents)} in year one, rising`,
    },
    { label: "Payback", value: (option) => formatPayback(result.options[option].payback) },
    { label: "25-year net savings", value: (option) => money(result.options[option].netSavingsCents) },
    { label: "Net present value", value: (option) => money(result.options[option].npvCents) },
    {
      label: "Internal rate of return",
      value: (option) => formatIrr(result.options[option].irrPercent),
    },
  ];
  return (
    <SideBySideTable
      label="Cash, loan and lease compared"
      caption="Cash, loan and lease or PPA compared over 25 years"
      tableClassName="min-w-[36rem]"
      options={ownershipIds.map((option) => ({ key: option, heading: ownershipLabels[option], option }))}
      rows={rows}
    />
  );
}
