/** A site's address on one line, as far as it is known. */
export function siteAddressLine(address: {
  line1: string;
  line2: string | null;
  city: string | null;
  state: string;
  postalCode: string | null;
}) {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [address.line1, address.line2, cityLine].filter(Boolean).join(", ");
}
