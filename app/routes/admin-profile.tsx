import { company } from "#app/content/company.ts";
import { saveOwnName } from "#app/areas/identity/index.server.ts";
import { StaffNameForm } from "#app/areas/shell/index.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { formAction, unknownIntent } from "#app/lib/page-action.server.ts";
import { formFields, readForm } from "#app/lib/page-form.server.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-profile";

export function loader({ context }: Route.LoaderArgs) {
  return { user: signedInUser(context) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const caller = pageCaller(context);
  const fields = formFields(await readForm(request));
  if (fields.intent !== "name") return unknownIntent(fields.intent ?? "");
  return formAction("name", async () => `Your name is now ${await saveOwnName(caller, fields)}`);
}

export const meta = () => [{ title: `Your name | ${company.name}` }];

export default function AdminProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Your name">
      <StaffNameForm user={loaderData.user} />
    </StaffPage>
  );
}
