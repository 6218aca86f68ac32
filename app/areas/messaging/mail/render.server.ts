const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  heading: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks the reader to open (a confirmation or reset link), after the paragraphs. */
  action?: MailLink;
  /** Label and value rows, e.g. every field of a lead; values may span lines. */
  details?: ReadonlyArray<readonly [label: string, value: string]>;
  /** A closing line in small print, with an optional link (the unsubscribe link). */
  footer?: { text: string; link?: MailLink };
}

export interface RenderedMail {
  text: string;
  html: string;
}

/** One layout for every mail: a plain-text part and an HTML part in which every value is escaped. */
export function renderMail(content: MailContent): RenderedMail {
  const details = content.details ?? [];
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...details.map(
      ([label, value]) => `${label}: ${value.includes("\n") ? `\n  ${value.split(/\r?\n/).join("\n  ")}` : value}`,
    ),
    ...(details.length ? [""] : []),
    ...(content.footer
      ? [
          "--",
          content.footer.text,
          ...(content.footer.link ? [`${content.footer.link.label}: ${content.footer.link.url}`] : []),
        ]
      : []),
  ]
    .join("\n")
    .trimEnd();

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeLines(value)}</td></tr>`,
    )
    .join("");
  const footer = content.footer
    ? `<p style="margin-top:24px;font-size:12px;color:#555">${escapeHtml(content.footer.text)}${
        content.footer.link
          ? ` <a href="${escapeHtml(content.footer.link.url)}">${escapeHtml(content.footer.link.label)}</a>`
          : ""
      }</p>`
    : "";
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeLines(paragraph)}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="font-weight:600">${escapeHtml(content.action.label)}</a></p>`
      : "",
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : "",
    footer,
    "</body></html>",
  ].join("");
  return { text, html };
}
