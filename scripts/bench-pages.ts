import { publicPagePaths } from "#tests/support/public-pages.ts";

/**
 * The public HTML pages the page benches load (bench:lighthouse, bench:boot): every public page of the route table
 * but the unsubscribe and e-mail confirmation pages, reached only with a token from a mail (without one they answer
 * 400, which Lighthouse refuses to measure).
 */
const MAILED_LINK_PAGES = new Set(["/newsletter/unsubscribe", "/verify-email"]);
export const benchedPublicPages: readonly string[] = publicPagePaths.filter((page) => !MAILED_LINK_PAGES.has(page));
