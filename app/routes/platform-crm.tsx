import { company } from "#app/content/company.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { BoardFilterForm, PipelineBoard } from "#app/areas/sales/index.ts";
import { assignableStaffFor, loadBoard, readBoardQuery } from "#app/areas/sales/index.server.ts";
import type { Route } from "./+types/platform-crm";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const user = signedInUser(context);
  const query = readBoardQuery(new URL(request.url).searchParams);
  const [board, owners] = await Promise.all([loadBoard(services, user, query), assignableStaffFor(services, user)]);
  return { board, owners, query };
}

export const meta = () => [{ title: `Pipeline board | ${company.name}` }];

export default function PlatformCrmPage({ loaderData }: Route.ComponentProps) {
  const { board, owners, query } = loaderData;
  return (
    <StaffPage title="Pipeline board">
      <div className="grid gap-6">
        <BoardFilterForm query={query} owners={owners} />
        <PipelineBoard board={board} />
      </div>
    </StaffPage>
  );
}
