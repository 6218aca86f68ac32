/** The site area's face for server code elsewhere: its features' index.server.ts, name by name. */
export { loadTeamPage, loadContactPage, loadAboutPage } from "./company/index.server.ts";
export { loadHomePage } from "./home/index.server.ts";
export { loadLegalPage } from "./legal/index.server.ts";
export { loadPortfolioPage, loadProjectPage } from "./portfolio/index.server.ts";
export { loadSavingsCalculatorPage, loadRoiCalculatorPage } from "./savings/index.server.ts";
export { loadServicePage, serviceForPath } from "./services/index.server.ts";
export { loadTechnicalDataPage } from "./technical-data/index.server.ts";
