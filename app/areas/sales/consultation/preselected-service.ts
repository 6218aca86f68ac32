import { serviceNeededOptions, services, type ServiceNeeded } from "#app/content/index.ts";

/**
 * /request-service?service=… accepts a service page slug (repairs → Solar Repair,
 * maintenance → System Maintenance, energy-conservation → Consultation, every
 * other service → New Solar Installation) or a serviceNeeded value itself.
 */
export function preselectedService(service: string | null): ServiceNeeded | undefined {
  if (!service) return undefined;
  const byValue = serviceNeededOptions.find((option) => option.toLowerCase() === service.toLowerCase());
  return byValue ?? services.find((item) => item.slug === service)?.serviceNeeded;
}
