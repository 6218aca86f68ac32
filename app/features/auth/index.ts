/** What other features may use of accounts and access (browser-safe only). */
export { AccessDenied } from "./access-denied.tsx";
export { MyServiceRequests, type ServiceRequestSummary } from "./my-service-requests.tsx";
export { safeRedirect } from "./safe-redirect.ts";
export { useSignOut } from "./use-sign-out.ts";
