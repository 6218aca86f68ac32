/** Server-only faces of this feature for routes and other areas. */
export { loadSavingsCalculatorPage } from "./calculator-pages.server.ts";
export { loadRoiCalculatorPage } from "./calculator-pages.server.ts";
