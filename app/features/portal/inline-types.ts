/**
 * Types a browser may show in the page, on the sandboxed `/view` path; everything else is only ever downloaded.
 * HEIC is left out: most browsers cannot show it.
 */
export const inlineTypes: ReadonlySet<string> = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);
