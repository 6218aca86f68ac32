/** What a search engine or a link preview reads in a page's HTML head, with the HTML escapes undone. */
export interface PageHead {
  title: string | undefined;
  /** A `<meta>` tag's content by its `name` or `property`. */
  meta(key: string): string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescapeHtml(value!)]),
  );
}

export function readPageHead(html: string): PageHead {
  const head = html.split("</head>")[0]!;
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? undefined : unescapeHtml(title),
    meta: (key) => metas.find((meta) => meta.name === key || meta.property === key)?.content,
    canonical: links.find((link) => link.rel === "canonical")?.href,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    ),
  };
}
