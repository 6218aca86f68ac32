import type { FaultCode, FaultSeverity } from "#app/content/inverter-fault-codes.ts";
import { ReferenceTable } from "#app/ui/reference-table.tsx";
import { SourceLink } from "./source-link.tsx";

const severityLabels: Record<FaultSeverity, { label: string; className: string }> = {
  notice: { label: "Notice", className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  warning: { label: "Warning", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" },
  fault: { label: "Fault", className: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100" },
  urgent: { label: "Call us now", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
};

export function FaultCodeTable({ codes }: { codes: readonly FaultCode[] }) {
  return (
    <ReferenceTable
      label="Inverter fault codes"
      caption="Inverter fault and alarm codes, what they mean and what to do"
      tableClassName="min-w-[64rem]"
      rows={codes}
      rowKey={(fault) => `${fault.make}-${fault.code}`}
      empty="No fault codes match."
      columns={[
        { heading: "Code", cell: (fault) => `${fault.make} ${fault.code}` },
        { heading: "Name", cell: (fault) => fault.name, className: "break-words" },
        { heading: "Meaning", cell: (fault) => fault.meaning },
        { heading: "First checks you can safely do", cell: (fault) => fault.firstChecks },
        { heading: "When to call us", cell: (fault) => fault.callUs },
        {
          heading: "Severity",
          cell: (fault) => (
            <span
              className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${severityLabels[fault.severity].className}`}
            >
              {severityLabels[fault.severity].label}
            </span>
          ),
        },
        { heading: "Source", cell: (fault) => <SourceLink source={fault.source} /> },
      ]}
    />
  );
}
