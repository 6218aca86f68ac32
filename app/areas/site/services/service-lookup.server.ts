import { services, type Service } from "#app/content/services.ts";

/** The service a /services/<slug> path shows; one route module serves all eight. */
export function serviceForPath(pathname: string): Service | undefined {
  const slug = pathname.replace(/\/+$/, "").split("/").pop();
  return services.find((service) => service.slug === slug);
}
