import { describe, expect, it } from "vitest";
import { columnOf, moveCard, type MovableColumn } from "./board-moves.ts";

type Card = { id: string; amountCents?: number | null };
const columns: MovableColumn<Card>[] = [
  { status: "new", count: 120, amountCents: 5_000_00, cards: [{ id: "a", amountCents: 2_000_00 }, { id: "b" }] },
  { status: "contacted", count: 3, amountCents: 0, cards: [] },
  { status: "won", count: 1, amountCents: 9_00, cards: [{ id: "c", amountCents: 9_00 }] },
];

describe("moveCard", () => {
  it("moves a card to the top of its new column with its count and amount", () => {
    const moved = moveCard(columns, "a", "won");
    expect(moved.map(({ status, count, amountCents }) => ({ status, count, amountCents }))).toEqual([
      { status: "new", count: 119, amountCents: 3_000_00 },
      { status: "contacted", count: 3, amountCents: 0 },
      { status: "won", count: 2, amountCents: 2_009_00 },
    ]);
    expect(moved[2]!.cards.map((card) => card.id)).toEqual(["a", "c"]);
    expect(columnOf(moved, "a")).toBe("won");
  });

  it("moved back, gives the board it started from", () => {
    expect(moveCard(moveCard(columns, "a", "contacted"), "a", "new")[0]!.count).toBe(120);
    expect(moveCard(moveCard(columns, "a", "contacted"), "a", "new")[0]!.amountCents).toBe(5_000_00);
  });

  it("leaves columns without amounts without them, and changes nothing for an unknown card or the same column", () => {
    const withoutMoney = columns.map(({ amountCents: _amount, ...column }) => column);
    expect(moveCard(withoutMoney, "b", "contacted")[1]).toEqual({
      status: "contacted",
      count: 4,
      cards: [{ id: "b" }],
    });
    expect(moveCard(columns, "zz", "won")).toBe(columns);
    expect(moveCard(columns, "a", "new")).toBe(columns);
  });
});
