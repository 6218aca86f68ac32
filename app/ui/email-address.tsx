import { Fragment } from "react";

/**
 * An e-mail address that wraps only after its "@" and its dots (a line break opportunity there, none inside a
 * word), so a narrow column or a phone shows "dana.reyes@" / "example.com" rather than "dana.rey" / "es@exa...".
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="[overflow-wrap:normal] [word-break:normal]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
