// Investment measures over yearly cash flows in cents: index 0 is the day of purchase, 1..n the years after.

export function netPresentValueCents(flows: readonly number[], discountPercent: number): number {
  const rate = discountPercent / 100;
  // `|| 0`: a value a hair under zero rounds to -0, which would print as "-$0".
  return Math.round(flows.reduce((total, flow, year) => total + flow / (1 + rate) ** year, 0)) || 0;
}

/**
 * Internal rate of return, percent, or null ("none") when the flows never change sign, or the value at both ends
 * of -99%..1000% has the same sign (no return a homeowner would recognise).
 */
export function internalRateOfReturnPercent(flows: readonly number[]): number | null {
  if (!flows.some((f) => f < 0) || !flows.some((f) => f > 0)) return null;
  const npv = (rate: number) => flows.reduce((total, flow, year) => total + flow / (1 + rate) ** year, 0);
  let low = -0.99;
  let high = 10;
  let lowValue = npv(low);
  if (Math.sign(lowValue) === Math.sign(npv(high))) return null;
  for (let step = 0; step < 200 && high - low > 1e-9; step++) {
    const middle = (low + high) / 2;
    const value = npv(middle);
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return ((low + high) / 2) * 100;
}

export type Payback =
  { kind: "year"; years: number } | { kind: "no-upfront-cost" } | { kind: "not-within"; years: number };

/**
 * When the cumulative cash flow first reaches zero, interpolated within the year; never negative or infinite. With
 * nothing paid up front there is nothing to pay back.
 */
export function simplePayback(flows: readonly number[]): Payback {
  if (flows[0]! >= 0) return { kind: "no-upfront-cost" };
  let cumulative = flows[0]!;
  for (let year = 1; year < flows.length; year++) {
    const flow = flows[year]!;
    if (cumulative + flow >= 0) return { kind: "year", years: year - 1 + -cumulative / flow };
    cumulative += flow;
  }
  return { kind: "not-within", years: flows.length - 1 };
}

export function cumulative(flows: readonly number[]): number[] {
  let total = 0;
  return flows.map((flow) => (total += flow));
}
