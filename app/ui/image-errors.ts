/** SPEC §8 image error texts, shared by the lazy image and the preloader. */
export const imageErrors = {
  timeout: "Image load timeout",
  failed: "Failed to load image",
  gaveUp: "Image loading failed",
} as const;

export type ImageError = (typeof imageErrors)[keyof typeof imageErrors];

/** SPEC §9: an image that has not loaded after 10 s counts as failed. */
export const IMAGE_TIMEOUT_MS = 10_000;
