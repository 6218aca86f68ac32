/** What other features and the routes may use of a system's production in the browser: its panel and forms. */
export { ProductionPanel } from "./production-panel.tsx";
export { ProductionFileForm, ReadingForm } from "./production-import-form.tsx";
export { MonitoringForm } from "./monitoring-form.tsx";
export { ConnectorForm } from "./connector-form.tsx";
export { ShutoffDaysPage } from "./shutoff-days-page.tsx";
export type { ProductionView } from "./production-view.ts";
