/**
 * The town of an address as the forms take it ("1 Main St, Redding, CA 96001"): the part before the state. An
 * address of fewer parts names no town we can tell.
 */
export function townOf(address: string | null): string | undefined {
  const parts = (address ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts[parts.length - 2] : undefined;
}
