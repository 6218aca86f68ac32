import { useEffect } from "react";
import { installErrorCapture } from "./error-capture.ts";
import { queueError } from "./error-sink.ts";

/** Runs `work` once the page has loaded and the browser is idle, so nothing competes with first paint. */
function whenIdleAfterLoad(work: () => void): () => void {
  let idleHandle: number | undefined;
  const onIdle = () => {
    idleHandle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(work, { timeout: 5000 })
        : window.setTimeout(work, 1);
  };
  if (document.readyState === "complete") onIdle();
  else window.addEventListener("load", onIdle, { once: true });
  return () => {
    window.removeEventListener("load", onIdle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * Error monitoring and performance collection for every page. Error listeners
 * are installed at once (cheap; errors wait in a small buffer); the monitor and
 * collector arrive in a separate chunk after first paint.
 */
export function TelemetryLoader() {
  useEffect(() => {
    // This effect runs right after hydration: from now on the page responds to input.
    const hydratedAt = performance.now();
    const stopCapture = installErrorCapture(window, queueError);
    let stopTelemetry: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenIdleAfterLoad(() => {
      import("./start-telemetry.ts")
        .then(({ startTelemetry }) => {
          if (!cancelled) stopTelemetry = startTelemetry(hydratedAt);
        })
        // A chunk that fails to load (a deploy in between) only costs this page's telemetry.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelWait();
      stopCapture();
      stopTelemetry?.();
    };
  }, []);
  return null;
}
