import { z } from "#app/lib/zod.ts";

export const calculatorIds = ["roi-calculator", "savings-calculator"] as const;

const MAX_INPUTS = 40;
const MAX_HEADLINE_FIGURES = 12;

/**
 * What a calculator attaches to a consultation request ("Get an exact quote"): its address with every input, the
 * inputs themselves, and the headline results as the visitor saw them. Sizes are capped so a snapshot stays a few
 * kilobytes whatever a client sends.
 */
export const calculatorSnapshotSchema = z.strictObject({
  calculator: z.enum(calculatorIds),
  url: z
    .string()
    .max(2000)
    .regex(/^\/resources\/(roi|savings)-calculator(\?[^\s#]*)?$/, "Must be a calculator's address on this site"),
  inputs: z
    .record(z.string().regex(/^[A-Za-z]{1,40}$/), z.string().max(200))
    .refine((inputs) => Object.keys(inputs).length <= MAX_INPUTS, `At most ${MAX_INPUTS} inputs`),
  headline: z
    .array(z.strictObject({ label: z.string().min(1).max(80), value: z.string().max(120) }))
    .max(MAX_HEADLINE_FIGURES),
});

export type CalculatorSnapshot = z.infer<typeof calculatorSnapshotSchema>;
