/** What other features' browser code may use of a person's records: the panel that shows them together. */
export { CustomerPanel } from "./customer-panel.tsx";
