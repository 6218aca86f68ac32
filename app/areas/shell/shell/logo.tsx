import { useState } from "react";
import { Link } from "react-router";
import { company } from "#app/content/company.ts";

/** The site logo; a text logo takes its place when the image cannot load (SPEC §2). */
export function Logo() {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/" className="inline-flex min-h-10 items-center rounded-md" aria-label={`${company.name} home`}>
      {failed ? (
        <span className="text-xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">{company.name}</span>
      ) : (
        <img
          src="/logo.svg"
          alt=""
          width={174}
          height={38}
          className="h-[38px] w-auto"
          // An error before hydration fires no React event, so the mounted image is checked too.
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) setFailed(true);
          }}
          onError={() => setFailed(true)}
        />
      )}
    </Link>
  );
}
