import { describe, expect, it } from "vitest";
import { perApplication } from "./per-application.ts";
import type { AppServices } from "./services.ts";

describe("perApplication", () => {
  it("makes one value per application, on first use", () => {
    let made = 0;
    const counterOf = perApplication(() => ({ serial: ++made }));
    const first = {} as AppServices;
    const second = {} as AppServices;
    expect(made).toBe(0);
    expect(counterOf(first)).toBe(counterOf(first));
    expect(counterOf(second)).not.toBe(counterOf(first));
    expect(made).toBe(2);
  });
});
