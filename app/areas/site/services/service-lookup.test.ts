import { describe, expect, it } from "vitest";
import { serviceSlugs } from "#app/route-table.ts";
import { requestServiceHref } from "./request-link.ts";
import { serviceForPath } from "./service-lookup.server.ts";

describe("serviceForPath", () => {
  it("finds the content of every service route", () => {
    for (const slug of serviceSlugs) expect(serviceForPath(`/services/${slug}`)?.slug).toBe(slug);
    expect(serviceForPath("/services/battery-storage/")?.title).toBe("Battery Storage");
    expect(serviceForPath("/services/unknown")).toBeUndefined();
  });

  it("links to the request form prefilled with the service", () => {
    expect(requestServiceHref({ slug: "repairs" })).toBe("/request-service?service=repairs");
  });
});
