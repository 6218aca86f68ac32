import type { LeadStatus } from "#app/areas/sales/leads-pipeline/index.ts";

/** What the browser holds of a column: enough to move a card and keep the count and total right meanwhile. */
export interface MovableColumn<Card extends { id: string; amountCents?: number | null }> {
  status: LeadStatus;
  count: number;
  amountCents?: number;
  cards: Card[];
}

/**
 * The board with a card moved to the top of another column, its count and total carried along: what the board
 * shows while the status write runs, and, moved back, after it failed. A card not found changes nothing.
 */
export function moveCard<Card extends { id: string; amountCents?: number | null }, Column extends MovableColumn<Card>>(
  columns: Column[],
  cardId: string,
  to: LeadStatus,
): Column[] {
  const from = columns.find((column) => column.cards.some((card) => card.id === cardId));
  const card = from?.cards.find((candidate) => candidate.id === cardId);
  if (!from || !card || from.status === to) return columns;
  const amount = card.amountCents ?? 0;
  const shift = (column: Column, sign: 1 | -1): Column => ({
    ...column,
    count: column.count + sign,
    ...(column.amountCents === undefined ? {} : { amountCents: column.amountCents + sign * amount }),
    cards: sign > 0 ? [card, ...column.cards] : column.cards.filter((candidate) => candidate.id !== cardId),
  });
  return columns.map((column) => {
    if (column.status === from.status) return shift(column, -1);
    if (column.status === to) return shift(column, 1);
    return column;
  });
}

/** The status of the column a card is in, or null. */
export function columnOf(columns: readonly MovableColumn<{ id: string }>[], cardId: string): LeadStatus | null {
  return columns.find((column) => column.cards.some((card) => card.id === cardId))?.status ?? null;
}
