/**
 * The data of a page's 403 answer: the server's page access check throws it, the root error boundary shows the
 * Access Denied screen for it (SPEC §2).
 */
export const ACCESS_DENIED_DATA = "access-denied";
