/** SPEC §2 per-page loading messages; any other page says 'Loading...'. */
const labels: ReadonlyArray<[prefix: string, label: string]> = [
  ["/shop/cart", "Loading Cart..."],
  ["/shop/products", "Loading Products..."],
];

export function pendingLabel(pathname: string): string {
  const match = labels.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : "Loading...";
}
