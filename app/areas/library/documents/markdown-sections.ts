import type { Section } from "./passages.ts";

/** A heading longer than this is text, not a heading: a heading path stays short whatever the file holds. */
const MAX_HEADING_CHARS = 160;

/** Inline Markdown a reader should not see in a quoted passage: emphasis, code ticks, link targets, images. */
function plainInline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/`([^`]+)`/g, "$1");
}

/** A table row `| a | b |` as `a — b`; the separator row `|---|---|` as nothing. */
function plainTableRow(line: string): string {
  if (/^\|?\s*:?-{2,}/.test(line) && /^[\s|:-]+$/.test(line)) return "";
  const cells = line
    .replace(/^\s*\|/, "")
    .replace(/\|\s*$/, "")
    .split("|")
    .map((cell) => cell.trim());
  return cells.join(" — ");
}

/**
 * Markdown as sections: `#` to `######` headings make the heading path of the text below them; table rows become
 * paragraphs of their own (a row answers a question); list items keep their line. Text before any heading has an
 * empty path. Used for .md files and for Word documents, which mammoth turns into the same shape.
 */
export function markdownSections(markdown: string, page: number | null = null): Section[] {
  const sections: Section[] = [];
  const headings: string[] = [];
  let lines: string[] = [];
  const close = () => {
    const text = lines.join("\n").trim();
    if (text) sections.push({ headings: [...headings], page, text });
    lines = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(raw);
    if (heading && heading[2]!.length <= MAX_HEADING_CHARS) {
      close();
      const level = heading[1]!.length;
      headings.splice(level - 1);
      while (headings.length < level - 1) headings.push("");
      headings[level - 1] = plainInline(heading[2]!);
      continue;
    }
    if (/^\s*\|/.test(raw)) {
      const row = plainTableRow(raw);
      // Each row is its own paragraph: a blank line before and after it.
      if (row) lines.push("", plainInline(row), "");
      continue;
    }
    lines.push(plainInline(raw));
  }
  close();
  return sections.map((section) => ({ ...section, headings: section.headings.filter(Boolean) }));
}
