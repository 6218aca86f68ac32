import { describe, expect, it } from "vitest";
import { hasOnlyTrackingParameters } from "./tracking-parameters.ts";

describe("hasOnlyTrackingParameters", () => {
  it("accepts no query and queries of campaign and click ids only", () => {
    for (const url of [
      "/",
      "/?",
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "/about?UTM_Content=banner",
      "/?fbclid=IwAR0abc",
      "/?gclid=Cj0KCQ&_gl=1*abc",
      "/?msclkid=1&mc_cid=2&mc_eid=3",
      "/?utm_source=a&utm_source=b",
    ]) {
      expect(hasOnlyTrackingParameters(url), url).toBe(true);
    }
  });

  it("refuses any other parameter, alone or beside tracking ones", () => {
    for (const url of ["/portfolio?category=commercial", "/?utm_source=x&category=commercial", "/?ref=x", "/?utm=x"]) {
      expect(hasOnlyTrackingParameters(url), url).toBe(false);
    }
  });
});
