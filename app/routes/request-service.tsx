import { company } from "#app/content/company.ts";
import { ConsultationFormPart } from "#app/areas/sales/index.ts";
import { preselectedService } from "#app/areas/sales/index.ts";
import type { Route } from "./+types/request-service";

export const meta = () => [
  { title: `Request Service | ${company.name}` },
  {
    name: "description",
    content:
      "Request solar installation, repair, maintenance or a consultation in Redding and Shasta County. We reply within 24 hours on business days.",
  },
];

/** On the server, so the page's code carries no table of services. */
export function loader({ request }: Route.LoaderArgs) {
  return { serviceNeeded: preselectedService(new URL(request.url).searchParams.get("service")) };
}

export default function RequestServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Request Service</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Tell us about your property and the service you need. We&apos;ll contact you within 24 hours on business days.
        For an emergency, call{" "}
        <a className="font-semibold underline" href={`tel:${company.phone.e164}`}>
          {company.phone.display}
        </a>
        .
      </p>
      <div className="mt-8 rounded-lg border border-slate-200 p-6 dark:border-slate-700">
        <ConsultationFormPart source="service_request_form" serviceNeeded={loaderData.serviceNeeded} />
      </div>
    </div>
  );
}
