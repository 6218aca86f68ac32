import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { RootErrorBoundary } from "#app/areas/shell/index.ts";
import { isStaff, StaffShell } from "#app/areas/shell/index.ts";
import { useReportRenderError } from "#app/areas/insights/index.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { DemoDataNotice } from "#app/ui/demo-data-notice.tsx";

function useStaffUser() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  return isStaff(rootData?.user)
    ? { ...rootData.user, unreadMessages: rootData.unreadMessages, demoData: rootData.demoData }
    : null;
}

/** Every admin page of the route table renders here, inside the staff shell (app/root.tsx leaves out the public one). */
export default function StaffLayout() {
  const user = useStaffUser();
  return user ? (
    <StaffShell user={user} unreadMessages={user.unreadMessages}>
      <DemoDataNotice shown={user.demoData} />
      <Outlet />
    </StaffShell>
  ) : (
    <Outlet />
  );
}

/** A staff page's error (a lead that does not exist) keeps the staff shell; a visitor turned away sees the public frame. */
export function ErrorBoundary() {
  useReportRenderError(useRouteError(), "Route Error");
  const user = useStaffUser();
  return user ? (
    <StaffShell user={user} unreadMessages={user.unreadMessages}>
      <RootErrorBoundary />
    </StaffShell>
  ) : (
    <RootErrorBoundary />
  );
}
