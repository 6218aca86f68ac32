import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("redactUrl", () => {
  it.each([
    ["/reset-password?token=abc_DEF-123", "/reset-password?token=[redacted]"],
    ["/verify-email?token=abc&next=%2Fdashboard", "/verify-email?token=[redacted]&next=%2Fdashboard"],
    ["/newsletter/unsubscribe?a=1&token=xyz#top", "/newsletter/unsubscribe?a=1&token=[redacted]#top"],
    ["/x?TOKEN=one&token=two", "/x?TOKEN=[redacted]&token=[redacted]"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("leaves other parameters, and names that only end in token, as they are", () => {
    expect(redactUrl("/auth?redirectTo=%2Fdashboard&csrftoken=1")).toBe("/auth?redirectTo=%2Fdashboard&csrftoken=1");
  });
});
