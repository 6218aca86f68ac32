import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createImagePreloader, loadImageInBrowser } from "./image-preloader.ts";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A loader whose outcome per call is scripted: true succeeds, false fails. */
function scriptedLoad(outcomes: boolean[]) {
  let call = 0;
  return vi.fn(async (_url: string) => {
    const ok = outcomes[call++] ?? true;
    if (!ok) throw new Error("Failed to load image");
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("image preloader", () => {
  it("caches a loaded image and never loads it twice", async () => {
    const load = scriptedLoad([true]);
    const preloader = createImagePreloader({ load, wait });
    await preloader.preload("/a.jpg");
    expect(preloader.status("/a.jpg")).toBe("loaded");
    await preloader.preload("/a.jpg");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares one attempt between callers while it is in flight", async () => {
    const load = scriptedLoad([true]);
    const preloader = createImagePreloader({ load, wait });
    await Promise.all([preloader.preload("/a.jpg"), preloader.preload("/a.jpg")]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries after 1 s, then 2 s, and succeeds on a later attempt", async () => {
    const load = scriptedLoad([false, false, true]);
    const preloader = createImagePreloader({ load, wait });
    const done = preloader.preload("/a.jpg");
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloader.status("/a.jpg")).toBe("loading");
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await done;
    expect(preloader.status("/a.jpg")).toBe("loaded");
  });

  it("gives up after 3 retries (1 s, 2 s, 3 s apart) with 'Image loading failed'", async () => {
    const load = scriptedLoad([false, false, false, false, true]);
    const preloader = createImagePreloader({ load, wait });
    const done = preloader.preload("/broken.jpg");
    const outcome = expect(done).rejects.toThrow("Image loading failed");
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 2999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(load).toHaveBeenCalledTimes(4);
    expect(preloader.status("/broken.jpg")).toBe("failed");
  });

  it("starts high at once, medium after 500 ms and low after 1500 ms", async () => {
    const load = scriptedLoad([]);
    const preloader = createImagePreloader({ load, wait });
    const all = preloader.preloadAll([
      { url: "/low.jpg", priority: "low" },
      { url: "/medium.jpg", priority: "medium" },
      { url: "/high.jpg", priority: "high" },
    ]);
    const started = () => load.mock.calls.map(([url]) => url);
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(["/high.jpg"]);
    await vi.advanceTimersByTimeAsync(499);
    expect(started()).toEqual(["/high.jpg"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(["/high.jpg", "/medium.jpg"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(["/high.jpg", "/medium.jpg", "/low.jpg"]);
    const results = await all;
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
  });
});

describe("loadImageInBrowser", () => {
  class FakeImage {
    static last: FakeImage;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    src = "";
    constructor() {
      FakeImage.last = this;
    }
  }

  it("fails with 'Image load timeout' after 10 s without an answer", async () => {
    vi.stubGlobal("Image", FakeImage);
    const loading = loadImageInBrowser("/slow.jpg");
    const outcome = expect(loading).rejects.toThrow("Image load timeout");
    await vi.advanceTimersByTimeAsync(9_999);
    expect(FakeImage.last.src).toBe("/slow.jpg");
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("fails with 'Failed to load image' when the browser reports an error", async () => {
    vi.stubGlobal("Image", FakeImage);
    const loading = loadImageInBrowser("/missing.jpg");
    FakeImage.last.onerror?.();
    await expect(loading).rejects.toThrow("Failed to load image");
  });
});
