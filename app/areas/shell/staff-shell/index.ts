/**
 * The staff shell: the frame of every back-office page. app/root.tsx and app/routes.ts import
 * staff-layout-route.ts itself, so that the shell's code stays out of the chunk every page loads.
 */
export { StaffShell } from "./staff-shell.tsx";
export { isStaff } from "./staff-layout-route.ts";
export { StaffNameForm } from "./staff-name-form.tsx";
export { staffHome } from "./staff-areas.ts";
