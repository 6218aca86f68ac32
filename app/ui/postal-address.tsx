import type { PostalAddress as Address } from "#app/content/company.ts";

/** A postal address on its lines, optionally under the addressee's name. */
export function PostalAddress({ address, name }: { address: Address; name?: string }) {
  return (
    <address className="not-italic">
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {address.streetAddress}
      <br />
      {address.addressLocality}, {address.addressRegion} {address.postalCode}
    </address>
  );
}
