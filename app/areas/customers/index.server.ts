/** The customers area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  createCustomer,
  customerForIntake,
  customerOfAccount,
  followAccount,
  learnAbout,
  newCustomerRow,
  unclaimedCustomer,
  type ContactFacts,
  normalizeEmail,
  phoneDigits,
  joinCustomersOfConfirmedAddress,
  ofAccountsCustomer,
  CUSTOMER_NOT_FOUND,
  customerWrites,
  mergeCustomerWrite,
  customersApi,
} from "./customers/index.server.ts";
export { customersArea } from "./area.server.ts";
