import { useActionData } from "react-router";
import { company } from "#app/content/company.ts";
import { RequestServiceForm } from "#app/areas/delivery/index.ts";
import { requestServiceAction, requestServicePageData } from "#app/areas/delivery/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import type { Route } from "./+types/client-request-service";

export function loader({ context, request }: Route.LoaderArgs) {
  return requestServicePageData(context.services.db, signedInUser(context), new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return requestServiceAction(pageCaller(context), await readForm(request));
}

export const meta = () => [{ title: `Request service | ${company.name}` }];

export default function RequestServicePage({ loaderData }: Route.ComponentProps) {
  const posted = useActionData<typeof action>();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold break-words">Request service</h1>
      {loaderData.systems.length === 0 ? (
        <p>
          We have no system of yours on record yet. Call us on {company.phone.display} and we will help, or send a
          request from the service request page.
        </p>
      ) : (
        <>
          <p>
            Tell us what is wrong and we will open a service ticket. You will see its status and our visits on your
            dashboard. If there is danger now (smoke, sparks, a burning smell), keep away from the equipment and call{" "}
            {company.phone.display}, day or night.
          </p>
          <RequestServiceForm {...loaderData} posted={posted} />
        </>
      )}
    </div>
  );
}
