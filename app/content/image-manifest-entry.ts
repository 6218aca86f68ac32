/** One generated image of app/content/image-manifest.ts (written by scripts/build-images.ts). */
export interface ImageManifestEntry {
  /** Intrinsic size of the largest variant, in CSS pixels. */
  width: number;
  height: number;
  /** Widths generated as public/images/<id>-<width>.{avif,webp,jpg}. */
  widths: readonly number[];
  /** Dominant colour, shown while the image loads. */
  color: string;
}
