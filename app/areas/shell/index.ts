/** The shell area's face for browser-safe code in other areas and routes (generated from its features' index.ts). */
export { SiteHeader, HEADER_HEIGHT_CLASS, SiteFooter, SkipLink, ConnectivityBanner, NavigationPending, SmoothScroll, RootErrorBoundary, NotFoundCard, AccessDenied, errorTitle, UnreadMessagesLink } from "./shell/index.ts";
export { StaffShell, isStaff, StaffNameForm } from "./staff-shell/index.ts";
