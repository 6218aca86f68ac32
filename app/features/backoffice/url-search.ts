/**
 * A page's search string with some parameters changed: null or "" removes one.
 * Links built this way keep every other filter as it was.
 */
export function withSearch(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
