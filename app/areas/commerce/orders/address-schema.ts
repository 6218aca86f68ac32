import { maxLength, optionalLine, requiredLine } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

export const STATE_MESSAGE = "We ship and install within California only";
export const ZIP_MESSAGE = "Please enter a 5-digit ZIP code (e.g., 96001)";

/** A street address in California: where an order ships or is installed, and whom it is billed to. */
export const postalAddressSchema = z.object(
  {
    line1: requiredLine("Please enter the street address", maxLength.address),
    line2: optionalLine(maxLength.address),
    city: requiredLine("Please enter the city", maxLength.shortText),
    state: z
      .string(STATE_MESSAGE)
      .trim()
      .toUpperCase()
      .refine((value) => value === "CA", STATE_MESSAGE),
    postalCode: z
      .string(ZIP_MESSAGE)
      .trim()
      .regex(/^\d{5}$/, ZIP_MESSAGE),
  },
  { error: "Please enter the address" },
);

export type PostalAddress = z.output<typeof postalAddressSchema>;

/** One line per part, as a label prints it. */
export function addressLines(address: PostalAddress): string[] {
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`].filter(
    (line): line is string => Boolean(line),
  );
}
