/**
 * The ways a visitor can go on without waiting for a call: booking a visit and the two calculators. Linked from the
 * pages where someone decides to act (services, contact, the home page's close, the thank-you screen, calculator
 * results), since the SPEC's header menus name none of them.
 */
export const bookingLink = { to: "/resources/book-appointment", label: "Book a site visit" } as const;

export const calculatorLinks = [
  { to: "/resources/roi-calculator", label: "Solar ROI calculator" },
  { to: "/resources/savings-calculator", label: "Utility savings calculator" },
] as const;
