/** An ILIKE pattern matching text that contains `text`; `%`, `_` and `\` typed by a person match literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
