/** Monthly payment of a fully amortising loan, cents, rounded to the cent. */
export function loanMonthlyPaymentCents(principalCents: number, aprPercent: number, termYears: number): number {
  const payments = termYears * 12;
  if (principalCents <= 0 || payments <= 0) return 0;
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return Math.round(principalCents / payments);
  return Math.round((principalCents * rate) / (1 - (1 + rate) ** -payments));
}

/** What is still owed after `paymentsMade` payments (the payoff if the loan outlives the analysis), cents. */
export function loanBalanceCents(
  principalCents: number,
  aprPercent: number,
  monthlyPaymentCents: number,
  paymentsMade: number,
): number {
  const rate = aprPercent / 100 / 12;
  const growth = (1 + rate) ** paymentsMade;
  const balance =
    rate === 0
      ? principalCents - monthlyPaymentCents * paymentsMade
      : principalCents * growth - (monthlyPaymentCents * (growth - 1)) / rate;
  return Math.max(0, Math.round(balance));
}
