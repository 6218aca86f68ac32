import { ImageOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { IMAGE_TIMEOUT_MS, imageErrors, type ImageError } from "./image-errors.ts";
import { resolveImage } from "./image-sources.ts";

export interface LazyImageProps {
  /** An id from app/content/image-manifest.ts or a remote stock-photo URL. */
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest image above the fold: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /** Needed only for remote images that are not 16:10. */
  width?: number;
  height?: number;
  className?: string;
  imgClassName?: string;
}

type Phase = "waiting" | "loading" | "loaded" | "error";

/** SPEC §4: loads within 50 px of the viewport. */
const ROOT_MARGIN = "50px";

/**
 * A responsive image (AVIF/WebP/JPEG) that loads when it comes near the viewport, shows its dominant colour
 * while loading, fades in, and shows an 'Image unavailable' box when it fails or takes over 10 s.
 */
export function LazyImage({
  src,
  alt,
  sizes,
  priority = false,
  width,
  height,
  className = "",
  imgClassName = "",
}: LazyImageProps) {
  const image = resolveImage(src, width && height ? { width, height } : undefined);
  if (priority) {
    // React puts the preload at the top of <head>, ahead of the page's scripts: the browser does not find an image
    // inside <picture> early on its own, and on a slow connection the scripts would otherwise go first.
    const best = image.sources[0];
    preload(image.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: best?.srcSet ?? image.srcSet,
      imageSizes: sizes,
      type: best?.type,
    });
  }
  const [phase, setPhase] = useState<Phase>(priority ? "loading" : "waiting");
  const [error, setError] = useState<ImageError | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);

  const fail = useCallback((reason: ImageError) => {
    setError(reason);
    setPhase("error");
  }, []);

  const onLoad = useCallback(() => {
    const img = imgRef.current;
    // A response that is not an image can still fire `load` in some browsers; it has no size.
    if (img && img.naturalWidth === 0) fail(imageErrors.gaveUp);
    else setPhase("loaded");
  }, [fail]);

  useEffect(() => {
    if (phase !== "waiting") return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === "undefined") {
      setPhase("loading");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setPhase("loading");
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [phase]);

  useEffect(() => {
    if (phase !== "loading") return;
    // A server-rendered image may have finished (or failed) before React attached its handlers.
    const img = imgRef.current;
    if (img?.complete) {
      if (img.naturalWidth > 0) setPhase("loaded");
      else if (img.currentSrc) fail(imageErrors.failed);
    }
    const timer = setTimeout(() => fail(imageErrors.timeout), IMAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase, fail]);

  const aspect = { aspectRatio: `${image.width} / ${image.height}` };

  if (phase === "error") {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (Image unavailable)` : "Image unavailable"}
        style={aspect}
        className={`flex flex-col items-center justify-center gap-1 bg-slate-100 p-4 text-center text-slate-600 dark:bg-slate-800 dark:text-slate-300 ${className}`}
        data-image-error={error ?? undefined}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-sm font-medium">Image unavailable</span>
        <span className="text-xs">{error}</span>
      </div>
    );
  }

  const showImage = phase === "loading" || phase === "loaded";
  // `live` is the image React manages; the other copy sits in <noscript> for visitors and crawlers without JavaScript.
  const picture = (live: boolean) => (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={live ? imgRef : undefined}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={live ? (priority ? "eager" : undefined) : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        onLoad={live ? onLoad : undefined}
        onError={live ? () => fail(imageErrors.failed) : undefined}
        className={`h-full w-full object-cover ${
          priority || phase === "loaded" ? "opacity-100" : "opacity-0"
        } transition-opacity duration-500 motion-reduce:transition-none ${imgClassName}`}
      />
    </picture>
  );

  return (
    <div
      ref={boxRef}
      style={{ ...aspect, backgroundColor: image.color }}
      className={`relative overflow-hidden ${phase === "loaded" || priority ? "" : "animate-pulse motion-reduce:animate-none"} ${className}`}
    >
      {showImage ? picture(true) : <noscript>{picture(false)}</noscript>}
    </div>
  );
}
