/** SPEC §9: responsive widths and quality of every raster image, local or remote. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
export const IMAGE_QUALITY = 80;
