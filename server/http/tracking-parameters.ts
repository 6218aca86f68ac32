/**
 * Query parameters that campaign and ad platforms add to links and that no page reads: Google Analytics
 * (utm_*, _ga, _gl), Google Ads (gclid, gbraid, wbraid, dclid), Meta (fbclid, igshid), Microsoft (msclkid),
 * Mailchimp (mc_cid, mc_eid), TikTok (ttclid), X (twclid), LinkedIn (li_fat_id) and Yandex (yclid). Scripts in
 * the browser still see them in the address bar.
 */
const TRACKING_NAMES = new Set([
  "_ga",
  "_gl",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "igshid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
]);

export const isTrackingParameter = (name: string): boolean =>
  name.toLowerCase().startsWith("utm_") || TRACKING_NAMES.has(name.toLowerCase());

/** True when a URL's query (`/a?b=c`) is absent or holds tracking parameters only. */
export function hasOnlyTrackingParameters(url: string): boolean {
  const query = url.indexOf("?");
  if (query === -1) return true;
  return [...new URLSearchParams(url.slice(query + 1)).keys()].every(isTrackingParameter);
}
