import { company } from "#app/content/company.ts";
import { UserAccounts } from "#app/areas/identity/index.ts";
import { loadUserAccounts, userWrites } from "#app/areas/identity/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-users";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadUserAccounts(context.services, signedInUser(context), new URL(request.url));

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(userWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `User accounts | ${company.name}` }];

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="User accounts">
      <UserAccounts {...loaderData} />
    </StaffPage>
  );
}
