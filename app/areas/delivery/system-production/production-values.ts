import { labelledValues } from "#app/lib/labelled-values.ts";

/** Where a day's reading came from: typed by staff, a monitoring portal's CSV export, or its API (issue 29 §2). */
export const { values: readingSources, labels: readingSourceLabels } = labelledValues({
  manual: "Entered by hand",
  plain: "CSV file (date, kWh)",
  enphase: "Enphase Enlighten export",
  solaredge: "SolarEdge monitoring export",
  "enphase-api": "Fetched from the Enphase Monitoring API",
  "solaredge-api": "Fetched from the SolarEdge Monitoring API",
});
export type ReadingSource = (typeof readingSources)[number];

/** The CSV formats an upload names in its `source` field. */
export const csvSources = ["enphase", "solaredge", "plain"] as const satisfies readonly ReadingSource[];
export type CsvSource = (typeof csvSources)[number];

/** Where a system's expected production comes from (decision 0193), shown beside the figures. */
export const { values: expectedSources, labels: expectedSourceLabels } = labelledValues({
  "calculator-snapshot": "The estimate the customer was shown (the lead's calculator snapshot)",
  "savings-model": "Our savings model, from the system's size and roof",
  none: "No estimate: the system's size is not recorded",
});
export type ExpectedSource = (typeof expectedSources)[number];

/** The faults the daily check looks for (issue 29 §3): each opens at most one open ticket per system. */
export const { values: alertKinds, labels: alertKindLabels } = labelledValues({
  "no-data": "No data for 72 hours (lost communication)",
  "zero-production": "No production on a sunny day while neighbours produced",
  underperforming: "Under 70% of expected production over 14 days",
});
export type AlertKind = (typeof alertKinds)[number];

/** The monitoring portals a connector fetches daily production from (issue 29 §2, decision 0199). */
export const { values: connectorProviders, labels: connectorProviderLabels } = labelledValues({
  enphase: "Enphase Monitoring API v4",
  solaredge: "SolarEdge Monitoring API v2",
});
export type ConnectorProvider = (typeof connectorProviders)[number];

/** Where a connector stands: what the system page shows beside its last error. */
export const { values: connectorStatuses, labels: connectorStatusLabels } = labelledValues({
  waiting: "Not fetched yet",
  ok: "Fetching",
  "rate-limited": "Rate-limited: waiting before the next try",
  failing: "Failing: needs the office (see the error)",
});
export type ConnectorStatus = (typeof connectorStatuses)[number];
