/** The CRM's face for the server: the customers list and its API, and the duplicates. */
export { crmApi } from "./api.server.ts";
export { customerList } from "./customer-list.server.ts";
export { customerScope } from "./customer-scope.server.ts";
export { duplicatesPageData } from "./duplicates.server.ts";
