/**
 * Where to go after signing in: only a path on this site ("/x", never "//host",
 * "/\host" or an absolute URL), so a crafted link cannot send someone elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
  if (/\p{Cc}/u.test(target) || target.length > 2000) return fallback;
  try {
    const url = new URL(target, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
