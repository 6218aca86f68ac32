import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import type { ProjectType } from "#app/content/project-stages.ts";
import type { LeadService } from "#app/content/services.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { ProjectFields, ProjectManagerField, type ProjectManagerChoice } from "./project-fields.tsx";
import { convertLeadSchema } from "./project-schemas.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";

const projectTypeByService: Partial<Record<LeadService, ProjectType>> = {
  "Battery Storage": "battery_retrofit",
  "Solar Repair": "repair",
  "System Maintenance": "maintenance",
};

const projectTypeForService = (service: string | null): ProjectType =>
  projectTypeByService[service as LeadService] ?? "installation";

/**
 * "Convert to project" on a won lead's page: the client is the account with the lead's e-mail, or a new one invited
 * to set its password. Once converted, the panel links to the project instead.
 */
export function ConvertLeadPanel({
  won,
  projectId,
  siteAddress,
  service,
  admins,
}: {
  won: boolean;
  projectId: string | null;
  siteAddress: string;
  /** The lead's service, which the project's type starts from. */
  service: string | null;
  admins: ProjectManagerChoice[];
}) {
  const action = useActionForm("convert", zodResolver(convertLeadSchema), {
    defaultValues: { title: "", type: projectTypeForService(service), siteAddress, projectManagerId: "" },
  });
  if (projectId) {
    return (
      <Panel title="Project">
        <Link to={`/admin-crm/projects/${projectId}`} className={recordLinkClass}>
          Open the project
        </Link>
      </Panel>
    );
  }
  if (!won) return null;
  const { register } = action.form;
  return (
    <Panel title="Convert to project">
      <ActionForm action={action} submitLabel="Convert to project" primary>
        <p className="text-sm">
          If no account has the lead&apos;s e-mail, one is created and the client is mailed a link to set its password
          (valid 7 days).
        </p>
        <ProjectFields register={register} fieldError={action.fieldError} />
        <ProjectManagerField register={register} fieldError={action.fieldError} admins={admins} blank="Me" />
      </ActionForm>
    </Panel>
  );
}
