/** A site's address read from one line, as far as the line says it. */
export interface ReadAddress {
  line1: string;
  line2: string | null;
  city: string | null;
  state: string;
  postalCode: string | null;
}

const STATE_AND_ZIP = /^([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;

/**
 * A project's one-line site address ("1450 Placer St, Redding, CA 96001") as a site's address: its street, any
 * further lines, its city and ZIP code when the line ends "City, ST 12345"; otherwise the whole line as the street,
 * with the customer's town as the city and no ZIP code (staff correct it on the site's page, decision 0153).
 */
export function readOneLineAddress(line: string, town: string | null): ReadAddress {
  const parts = line
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const stateAndZip = parts.length >= 3 ? STATE_AND_ZIP.exec(parts.at(-1)!) : null;
  if (!stateAndZip) return { line1: line.trim(), line2: null, city: town, state: "CA", postalCode: null };
  const middle = parts.slice(1, -2);
  return {
    line1: parts[0]!,
    line2: middle.length > 0 ? middle.join(", ") : null,
    city: parts.at(-2)!,
    state: stateAndZip[1]!.toUpperCase(),
    postalCode: stateAndZip[2]!,
  };
}
