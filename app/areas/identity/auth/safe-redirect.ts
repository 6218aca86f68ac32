const PARSE_BASE = "http://same.site";

/**
 * Where to go after signing in: only a path on this site, with its query and hash, so a crafted link cannot send
 * someone elsewhere. The check is made on the URL as a browser resolves it ("/.//evil.example" and
 * "/a/..//evil.example" both become "//evil.example", another host), never on the text as given.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || target.length > 2000 || !target.startsWith("/")) return fallback;
  // Browsers drop tabs and newlines inside URLs and read "\" as "/", so "/\t/evil" and "/\evil" name another host.
  if (/[\p{Cc}\\]/u.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  // An empty segment at the start is a host to the browser; encoded slashes become one on any server that decodes.
  if (url.pathname.startsWith("//") || /%(2f|5c)/i.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
