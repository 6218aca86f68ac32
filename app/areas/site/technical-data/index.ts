export { TechnicalDataPage } from "./technical-data-page.tsx";
