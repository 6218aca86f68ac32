import { redactUrl } from "#app/lib/redact-url.ts";

export interface MailTextLink {
  /** The address as staff may open it: a secret it carried is replaced. */
  url: string;
  /** It carried the recipient's secret (a reset, confirmation, unsubscribe or manage token), so it is shown, not linked. */
  redacted: boolean;
}

export interface ReadableMail {
  text: string;
  links: MailTextLink[];
}

// Only web addresses: a "javascript:" or "data:" text is never picked up, so it can never become a link.
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

function readableUrl(found: string): MailTextLink | null {
  let url: URL;
  try {
    url = new URL(found);
  } catch {
    return null;
  }
  const pathAndQuery = `${url.pathname}${url.search}`;
  const redactedPath = redactUrl(pathAndQuery);
  return redactedPath === pathAndQuery
    ? { url: url.href, redacted: false }
    : { url: `${url.origin}${redactedPath}${url.hash}`, redacted: true };
}

/**
 * A mail's plain-text body as staff read it in the back office, and the web links in it in order, each once.
 * A link carrying the recipient's secret would let whoever reads it act as the recipient (set their password,
 * move their appointment): its secret is replaced in the text and the list alike; resending the mail sends it.
 */
export function readableMail(text: string): ReadableMail {
  const links = new Map<string, MailTextLink>();
  const readableText = text.replace(WEB_ADDRESS, (match) => {
    const found = match.replace(TRAILING_PUNCTUATION, "");
    const link = readableUrl(found);
    if (!link) return match;
    if (!links.has(link.url)) links.set(link.url, link);
    return `${link.url}${match.slice(found.length)}`;
  });
  return { text: readableText, links: [...links.values()] };
}
