/** Rows are exported this many at a time. */
export const EXPORT_BATCH_SIZE = 1000;

export interface ExportCursor {
  /** The last row's sort key as text, cast back by the next query. */
  key: string;
  id: string;
}

/**
 * A long export as a series of keyset queries, so memory stays flat however long the
 * list is and rows changing meanwhile never shift a batch. `fetch` returns up to
 * EXPORT_BATCH_SIZE rows after the cursor (null: from the start), each with its cursor key.
 */
export async function* keysetBatches<Row extends { id: string }>(
  fetch: (cursor: ExportCursor | null) => Promise<(Row & { cursorKey: string })[]>,
): AsyncGenerator<Row[]> {
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await fetch(cursor);
    if (rows.length === 0) return;
    yield rows.map(({ cursorKey: _key, ...row }) => row as unknown as Row);
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    cursor = { key: last.cursorKey, id: last.id };
  }
}
