/** The staff shell: the frame of every back-office page. */
export { StaffShell } from "./staff-shell.tsx";
export { isStaff, wearsStaffShell } from "./staff-layout-route.ts";
