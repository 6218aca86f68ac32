import { labelledValues } from "#app/lib/labelled-values.ts";

/** What an installed system is (issue 28 §2). */
export const { values: systemKinds, labels: systemKindLabels } = labelledValues({
  solar: "Solar",
  battery: "Battery",
  hybrid: "Solar and battery",
});
export type SystemKind = (typeof systemKinds)[number];

/** Who installed it: us, or another installer (an orphaned system we took on). */
export const { values: installers, labels: installerLabels } = labelledValues({
  us: "Us",
  other: "Another installer",
});
export type Installer = (typeof installers)[number];
