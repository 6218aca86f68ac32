/** Where one page of a list stands: its rows' total, the page shown and how many there are. */
export interface PageWindow {
  total: number;
  /** The page shown: the one asked for, or the last one when it asked beyond it. */
  page: number;
  pageCount: number;
}

export function pageWindow(total: number, requestedPage: number, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { total, page: Math.min(Math.max(1, requestedPage), pageCount), pageCount };
}
