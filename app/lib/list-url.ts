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

export type SortDirection = "asc" | "desc";

/** A list's order as its URL states it (`?sort=&dir=`), and the order it has when the URL says nothing. */
export interface ListSort {
  sort: string;
  dir: SortDirection;
  defaultSort: string;
  defaultDir: SortDirection;
}

/**
 * The search string of a sortable heading's link: the same column again reverses the order,
 * another starts in its `firstDir`; back to the first page; defaults are left out of the URL.
 */
export function sortSearch(search: string, current: ListSort, field: string, firstDir: SortDirection): string {
  const dir = current.sort === field ? (current.dir === "asc" ? "desc" : "asc") : firstDir;
  return withSearch(search, {
    sort: field === current.defaultSort ? null : field,
    dir: dir === current.defaultDir && field === current.defaultSort ? null : dir,
    page: null,
  });
}

/** The search string of a link to another page of the list; page 1 is the list without `page`. */
export function pageSearch(search: string, page: number): string {
  return withSearch(search, { page: page === 1 ? null : page });
}

/** "Showing 26–50 of 312 leads": the rows a page holds, by position in the whole list. */
export function rangeSummary(page: number, pageSize: number, total: number, noun: { one: string; many: string }) {
  if (total === 0) return `No ${noun.many}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? noun.one : noun.many}`;
}
