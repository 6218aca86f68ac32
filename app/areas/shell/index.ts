/** The shell area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  SiteHeader,
  HEADER_HEIGHT_CLASS,
  SiteFooter,
  SkipLink,
  ConnectivityBanner,
  NavigationPending,
  SmoothScroll,
  RootErrorBoundary,
  NotFoundCard,
  AccessDenied,
  errorTitle,
  UnreadMessagesLink,
} from "./shell/index.ts";
export { StaffShell, isStaff, StaffNameForm, staffHome } from "./staff-shell/index.ts";
