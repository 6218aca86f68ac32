/** The service request form, prefilled with a service. */
export function requestServiceHref(service: { slug: string }): string {
  return `/request-service?service=${service.slug}`;
}
