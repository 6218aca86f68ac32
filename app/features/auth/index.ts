/** What other features and routes may use of accounts and access (browser-safe only). */
export { safeRedirect } from "./safe-redirect.ts";
export { useSignOut } from "./use-sign-out.ts";
