/** What other features' server code may use of the customer: matching at intake, joining on confirmation, scoping. */
export {
  createCustomer,
  customerForIntake,
  customerOfAccount,
  followAccount,
  unclaimedCustomer,
  type ContactFacts,
} from "./customer-intake.server.ts";
export { joinCustomersOfConfirmedAddress } from "./confirmed-address.server.ts";
export { ofAccountsCustomer } from "./customer-scope.server.ts";
