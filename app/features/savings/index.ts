export { RoiCalculatorPage, type RoiCalculatorPageData } from "./roi-calculator-page.tsx";
