import type { FaultCode, FaultSeverity } from "../../content/inverter-fault-codes.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";

const severityLabels: Record<FaultSeverity, { label: string; className: string }> = {
  notice: { label: "Notice", className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  warning: { label: "Warning", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" },
  fault: { label: "Fault", className: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100" },
  urgent: { label: "Call us now", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
};

export function FaultCodeTable({ codes }: { codes: readonly FaultCode[] }) {
  if (codes.length === 0) return <p className="mt-4 text-slate-700 dark:text-slate-300">No fault codes match.</p>;
  return (
    <TableScroller label="Inverter fault codes" className="mt-4">
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption className="sr-only">Inverter fault and alarm codes, what they mean and what to do</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {["Code", "Name", "Meaning", "First checks you can safely do", "When to call us", "Severity", "Source"].map(
              (heading) => (
                <th key={heading} scope="col" className={th}>
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {codes.map((fault) => (
            <tr key={`${fault.make}-${fault.code}`}>
              <th scope="row" className={th}>
                {fault.make} {fault.code}
              </th>
              <td className={`${td} break-words`}>{fault.name}</td>
              <td className={td}>{fault.meaning}</td>
              <td className={td}>{fault.firstChecks}</td>
              <td className={td}>{fault.callUs}</td>
              <td className={td}>
                <span
                  className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${severityLabels[fault.severity].className}`}
                >
                  {severityLabels[fault.severity].label}
                </span>
              </td>
              <td className={td}>
                <a
                  href={fault.source.url}
                  rel="noopener noreferrer"
                  className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
                >
                  {fault.source.title}
                </a>{" "}
                ({fault.source.sourceDate})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
