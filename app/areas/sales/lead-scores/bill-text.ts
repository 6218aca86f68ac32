/** The largest monthly bill we read from the form's free text: more is a typo or a yearly figure. */
const MAX_MONTHLY_BILL_DOLLARS = 20_000;

/**
 * The monthly bill in dollars that the consultation form's free text states ("$250", "about 240/month",
 * "$200-300", "1,200"): a range is read as its middle. Null when the text names no amount, or an amount that cannot
 * be a month's bill.
 */
export function monthlyBillDollars(text: string | null | undefined): number | null {
  if (!text) return null;
  const amounts = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
    .map((match) => Number(match[0].replace(/,/g, "")))
    .filter((amount) => Number.isFinite(amount));
  if (amounts.length === 0) return null;
  const [low, high] = amounts;
  const dollars = high !== undefined && /\d\s*(-|–|to)\s*\$?\s*\d/.test(text) ? (low! + high) / 2 : low!;
  return dollars > 0 && dollars <= MAX_MONTHLY_BILL_DOLLARS ? dollars : null;
}
