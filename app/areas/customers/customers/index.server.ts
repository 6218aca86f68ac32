/**
 * What other features' server code may use of the customer: matching at intake, joining on confirmation, scoping,
 * ownership, and staff's writes (changes and merges).
 */
export {
  createCustomer,
  customerForIntake,
  customerOfAccount,
  followAccount,
  learnAbout,
  newCustomerRow,
  unclaimedCustomer,
  type ContactFacts,
} from "./customer-intake.server.ts";
export { normalizeEmail, phoneDigits } from "./contact-keys.ts";
export { joinCustomersOfConfirmedAddress } from "./confirmed-address.server.ts";
export { ofAccountsCustomer } from "./customer-scope.server.ts";
export { CUSTOMER_NOT_FOUND } from "./customer-schemas.ts";
export { customerWrites, mergeCustomerWrite } from "./customer-writes.server.ts";
export { customersApi } from "./api.server.ts";
