import { describe, expect, it } from "vitest";
import { connectMonitor, queueError } from "./error-sink.ts";
import type { RawError } from "./noise-filter.ts";

describe("error sink", () => {
  it("keeps early errors until the monitor connects, then passes everything straight on", () => {
    for (let i = 1; i <= 25; i += 1) queueError({ type: "js_error", message: `early ${i}` });
    const received: RawError[] = [];
    const disconnect = connectMonitor((error) => received.push(error));
    expect(received).toHaveLength(20);
    expect(received[0]!.message).toBe("early 1");

    queueError({ type: "js_error", message: "later" });
    expect(received.at(-1)!.message).toBe("later");

    disconnect();
    queueError({ type: "js_error", message: "after disconnect" });
    expect(received).toHaveLength(21);
  });
});
