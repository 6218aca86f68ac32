import { IMAGE_TIMEOUT_MS, imageErrors } from "./image-errors.ts";

export type PreloadPriority = "high" | "medium" | "low";

/** SPEC §3 "Image preload item". */
export interface ImagePreloadItem {
  url: string;
  priority: PreloadPriority;
}

export type PreloadStatus = "loading" | "loaded" | "failed";

/** SPEC §4: high at once, medium 500 ms later, low 1500 ms later. */
export const PRIORITY_DELAY_MS: Readonly<Record<PreloadPriority, number>> = { high: 0, medium: 500, low: 1500 };
/** SPEC §9: up to 3 retries, waiting 1 s times the attempt number before each. */
export const MAX_RETRIES = 3;
export const RETRY_STEP_MS = 1000;

export interface PreloaderDeps {
  /** Loads one image once; rejects on failure. */
  load: (url: string) => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

export interface ImagePreloader {
  preload(url: string): Promise<void>;
  preloadAll(items: readonly ImagePreloadItem[]): Promise<PromiseSettledResult<void>[]>;
  status(url: string): PreloadStatus | undefined;
}

export function createImagePreloader({ load, wait }: PreloaderDeps): ImagePreloader {
  const statuses = new Map<string, PreloadStatus>();
  const inFlight = new Map<string, Promise<void>>();

  async function attempt(url: string): Promise<void> {
    for (let retry = 0; ; retry++) {
      try {
        await load(url);
        return;
      } catch {
        if (retry === MAX_RETRIES) throw new Error(imageErrors.gaveUp);
        await wait(RETRY_STEP_MS * (retry + 1));
      }
    }
  }

  function preload(url: string): Promise<void> {
    if (statuses.get(url) === "loaded") return Promise.resolve();
    const pending = inFlight.get(url);
    if (pending) return pending;
    statuses.set(url, "loading");
    const promise = attempt(url).then(
      () => {
        statuses.set(url, "loaded");
        inFlight.delete(url);
      },
      (error: unknown) => {
        statuses.set(url, "failed");
        inFlight.delete(url);
        throw error;
      },
    );
    inFlight.set(url, promise);
    return promise;
  }

  return {
    preload,
    preloadAll(items) {
      return Promise.allSettled(
        items.map(async (item) => {
          const delay = PRIORITY_DELAY_MS[item.priority];
          if (delay > 0) await wait(delay);
          return preload(item.url);
        }),
      );
    },
    status: (url) => statuses.get(url),
  };
}

/** Loads an image through the browser's cache, failing after 10 s. */
export function loadImageInBrowser(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => {
      img.src = "";
      reject(new Error(imageErrors.timeout));
    }, IMAGE_TIMEOUT_MS);
    img.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    img.onerror = () => {
      clearTimeout(timer);
      reject(new Error(imageErrors.failed));
    };
    img.src = url;
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page-wide preloader: one cache for every component. */
export const imagePreloader = createImagePreloader({ load: loadImageInBrowser, wait: delay });
