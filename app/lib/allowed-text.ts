/**
 * The one rule for text the server accepts: no NUL character (PostgreSQL refuses it in text)
 * and no lone UTF-16 surrogate (it has no UTF-8 form, and a JSON column refuses its escape).
 */
export const DISALLOWED_TEXT_MESSAGE = "Contains characters that are not allowed";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isAllowedText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * The dotted path of every string in `input` (a parsed body, query or form) that breaks the
 * rule, keys included: a bad key is reported at its object's path ("_" for the top). Walked
 * with a queue, not recursion, so a deeply nested body cannot overflow the stack.
 */
export function disallowedTextPaths(input: unknown): string[] {
  const paths = new Set<string>();
  const queue: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (!isAllowedText(value)) paths.add(path || "_");
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => queue.push({ value: item, path: child(path, String(index)) }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (!isAllowedText(key)) paths.add(path || "_");
        queue.push({ value: item, path: child(path, key) });
      }
    }
  }
  return [...paths];
}

/** What a one-line field (a name, an address line) and a multi-line field (notes) say when they hold one. */
export const ONE_LINE_MESSAGE = "Please use one line without tabs or control characters";
export const CONTROL_CHARACTERS_MESSAGE = "Please remove invisible control characters from this field";

// C0 and C1 controls, DEL and the Unicode line and paragraph separators: none belongs in a name or an address,
// and each can break a line of a calendar file or a mail header (issue 23).
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// The same, less the tab and line breaks (LF, CRLF) that a multi-line field may hold; a bare CR stays refused.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/;

export function hasControlCharacters(text: string, { multiline }: { multiline: boolean }): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text);
}
