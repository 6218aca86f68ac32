import { imageManifest, type ImageId } from "#app/content/image-manifest.ts";
import { IMAGE_QUALITY, IMAGE_WIDTHS } from "./image-sizes.ts";

export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export interface ResolvedImage {
  sources: ImageSource[];
  /** The fallback `<img>`: JPEG everywhere. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Shown while loading. */
  color: string;
}

/** Size assumed for remote images whose size the caller does not give: the 16:10 of the site's own imagery. */
const REMOTE_DEFAULT = { width: 1600, height: 1000 };
const PLACEHOLDER_COLOR = "#e2e8f0";

export function isRemoteImage(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

export function isLocalImageId(src: string): src is ImageId {
  return Object.hasOwn(imageManifest, src);
}

function localImage(id: ImageId): ResolvedImage {
  const entry = imageManifest[id];
  const list = (ext: string) => entry.widths.map((w) => `/images/${id}-${w}.${ext} ${w}w`).join(", ");
  const middle = entry.widths[Math.min(1, entry.widths.length - 1)]!;
  return {
    sources: [
      { type: "image/avif", srcSet: list("avif") },
      { type: "image/webp", srcSet: list("webp") },
    ],
    src: `/images/${id}-${middle}.jpg`,
    srcSet: list("jpg"),
    width: entry.width,
    height: entry.height,
    color: entry.color,
  };
}

/** A stock-photo URL (Unsplash, imgix and alike): the service resizes and re-encodes through w, q and fm. */
export function remoteVariant(url: string, width: number, format: "webp" | "jpg"): string {
  const parsed = new URL(url);
  parsed.searchParams.set("w", String(width));
  parsed.searchParams.set("q", String(IMAGE_QUALITY));
  parsed.searchParams.set("fm", format);
  return parsed.toString();
}

function remoteImage(url: string, size: { width: number; height: number }): ResolvedImage {
  const list = (format: "webp" | "jpg") => IMAGE_WIDTHS.map((w) => `${remoteVariant(url, w, format)} ${w}w`).join(", ");
  return {
    sources: [{ type: "image/webp", srcSet: list("webp") }],
    src: remoteVariant(url, 800, "jpg"),
    srcSet: list("jpg"),
    ...size,
    color: PLACEHOLDER_COLOR,
  };
}

/**
 * Resolves what content modules hold for an image: the id of a generated image (see scripts/build-images.ts)
 * or the URL of a remote stock photo. Anything else is a content error and throws during rendering.
 */
export function resolveImage(src: string, size?: { width: number; height: number }): ResolvedImage {
  if (isLocalImageId(src)) return localImage(src);
  if (isRemoteImage(src)) return remoteImage(src, size ?? REMOTE_DEFAULT);
  throw new Error(`Unknown image "${src}": use an id from app/content/image-manifest.ts or an https:// URL`);
}
