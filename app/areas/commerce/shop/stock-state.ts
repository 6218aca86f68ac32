/** Up to this many left, the catalogue says how many. */
export const FEW_LEFT = 5;

/** What the catalogue says about a product's stock (issue 13 §1). */
export function stockStateText(stock: number): string {
  if (stock <= 0) return "Out of stock — order for installation";
  if (stock <= FEW_LEFT) return `Only ${stock} left`;
  return "In stock";
}

export function stockTone(stock: number): "in" | "few" | "out" {
  return stock <= 0 ? "out" : stock <= FEW_LEFT ? "few" : "in";
}
