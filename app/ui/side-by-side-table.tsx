import type { ReactNode } from "react";
import { ReferenceTable } from "./reference-table.tsx";

interface Figure<Option> {
  label: string;
  value: (option: Option) => ReactNode;
}

/** Options compared side by side: a column per option, a row per figure, each row headed so a cell reads on its own. */
export function SideBySideTable<Option>({
  options,
  rows,
  ...table
}: {
  label: string;
  caption: string;
  tableClassName: string;
  options: readonly { key: string; heading: string; option: Option }[];
  rows: readonly Figure<Option>[];
  children?: ReactNode;
}) {
  return (
    <ReferenceTable
      {...table}
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { heading: "", cell: (row) => row.label },
        ...options.map(({ heading, option }) => ({
          heading,
          numeric: true,
          cell: (row: Figure<Option>) => row.value(option),
        })),
      ]}
    />
  );
}
