import { useSearchParams } from "react-router";
import { company } from "../content/index.ts";
import ConsultationForm from "../features/consultation/consultation-form.tsx";
import { preselectedService } from "../features/consultation/preselected-service.ts";

export const meta = () => [
  { title: `Request Service | ${company.name}` },
  {
    name: "description",
    content:
      "Request solar installation, repair, maintenance or a consultation in Redding and Shasta County. We reply within 24 hours on business days.",
  },
];

export default function RequestServicePage() {
  const [searchParams] = useSearchParams();
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
        <ConsultationForm
          source="service_request_form"
          serviceNeeded={preselectedService(searchParams.get("service"))}
        />
      </div>
    </div>
  );
}
