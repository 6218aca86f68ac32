/**
 * The few pieces of RFC 5545 the booking files need, written by hand (decision 0080): every text that reaches a
 * calendar file goes through `textValue` or `paramValue`, and every line through `foldLine`.
 */

// Controls a calendar line may never hold: C0 (the line feed is handled apart), DEL, C1 (NEL among them) and the
// Unicode line and paragraph separators, which some readers take as line ends.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/** One LF for each line break (CRLF, LF), then every other control removed: a bare CR is a control. */
function withoutControls(value: string): string {
  return value.replace(/\r\n/g, "\n").replace(CONTROLS, "");
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break as `\n`. */
export function textValue(value: string): string {
  return withoutControls(value)
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");
}

/** A quoted parameter value (RFC 6868): `^` as `^^`, `"` as `^'`, a line break as `^n`. */
export function paramValue(value: string): string {
  const encoded = withoutControls(value).replace(/\^/g, "^^").replace(/"/g, "^'").replace(/\n/g, "^n");
  return `"${encoded}"`;
}

/** A calendar user address: the mail address as a `mailto:` URI, with nothing that could end the line. */
export function mailtoValue(address: string): string {
  return `mailto:${withoutControls(address).replace(/\n/g, "")}`;
}

/** A UTC DATE-TIME, `20261201T170000Z`. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const FOLDED_LINE_OCTETS = 75;

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1), not 75 characters: each continuation starts with a space,
 * which counts, and a fold never falls inside a character's UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    const limit = pieces.length === 0 ? FOLDED_LINE_OCTETS : FOLDED_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** A whole file: each line folded, every line ended by CRLF. */
export function calendarFile(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
