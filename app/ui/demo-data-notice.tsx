import { SeedNotice } from "./seed-notice.tsx";

/**
 * Tells staff that the database holds demo data (`npm run demo:seed`), so no figure or list is read as the
 * business's own; shown until `npm run demo:remove`.
 */
export function DemoDataNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <SeedNotice className="mx-auto mb-4 max-w-7xl">
      This database holds demo data: the records written by npm run demo:seed are mixed with real ones in every list and
      figure until npm run demo:remove takes them out.
    </SeedNotice>
  );
}
