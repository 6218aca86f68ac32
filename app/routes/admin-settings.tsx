import { company } from "#app/content/company.ts";
import { SettingsForm } from "#app/areas/identity/index.ts";
import { loadSettingsView, settingsWrites } from "#app/areas/identity/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-settings";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await loadSettingsView(context.services) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(settingsWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Settings | ${company.name}` }];

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Settings">
      <SettingsForm settings={loaderData.settings} />
    </StaffPage>
  );
}
