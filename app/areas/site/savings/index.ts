export { RoiCalculatorPage, type RoiCalculatorPageData } from "./roi-calculator-page.tsx";
export { SavingsCalculatorPage, type SavingsCalculatorPageData } from "./savings-calculator-page.tsx";
