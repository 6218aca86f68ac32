/** A stored code in staff's words; an unknown code shows as it is, a missing one as nothing. */
export function labelOf<K extends string>(labels: Record<K, string>, value: string | null): string {
  return value === null ? "" : (labels[value as K] ?? value);
}
