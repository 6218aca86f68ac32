import { leadServices, serviceNeededOptions, services, type LeadService } from "#app/content/index.ts";

/**
 * /request-service?service=… accepts a service page slug (repairs → Solar Repair, maintenance → System Maintenance,
 * energy-conservation → Consultation, battery-storage → Battery Storage, every other service → New Solar
 * Installation) or a service's name itself.
 */
export function preselectedService(service: string | null): LeadService | undefined {
  if (!service) return undefined;
  const byValue = leadServices.find((option) => option.toLowerCase() === service.toLowerCase());
  return byValue ?? services.find((item) => item.slug === service)?.serviceNeeded;
}

/**
 * The Service Needed choices: SPEC §3's four, and the preselected service after them when it is not one of them
 * (Battery Storage, from its page: docs/decisions/0100), so the form shows what the visitor came for.
 */
export function serviceChoices(preselected: LeadService | undefined): readonly LeadService[] {
  return preselected && !(serviceNeededOptions as readonly string[]).includes(preselected)
    ? [...serviceNeededOptions, preselected]
    : serviceNeededOptions;
}
