import { z } from "#app/lib/zod.ts";
import { optionalChoice, optionalDate, optionalLine, requiredDate, requiredLine } from "#app/lib/field-rules.ts";
import { orientations, shadingLevels, tiltBands } from "#app/content/solar-production.ts";
import { csvSources } from "./production-values.ts";

/** The most days one request carries: ten years of daily figures. */
export const MAX_READINGS = 3660;
/** More than any system we service makes in a day (a 1 MW array makes about 8,000 kWh on a June day). */
export const MAX_DAY_KWH = 100_000;

export const DAY_MESSAGE = "Please enter the day as YYYY-MM-DD";
export const KWH_MESSAGE = "Please enter the kWh produced that day, zero or more";

export const readingSchema = z.strictObject({
  date: requiredDate(DAY_MESSAGE),
  kWh: z
    .number({ error: KWH_MESSAGE })
    .min(0, KWH_MESSAGE)
    .max(MAX_DAY_KWH, `At most ${MAX_DAY_KWH.toLocaleString("en-US")} kWh in a day`),
});

/** `POST /api/service/systems/:id/production` as JSON: days typed or sent by another program. */
export const readingsSchema = z.strictObject({
  readings: z
    .array(readingSchema, { error: "Send the readings as a list" })
    .min(1, "Send at least one reading")
    .max(MAX_READINGS, `At most ${MAX_READINGS} readings at once`),
});
export type ReadingsInput = z.infer<typeof readingsSchema>;

/** The text field sent with a CSV file: which portal's export it is. */
export const csvUploadSchema = z.strictObject({
  source: z.enum(csvSources, { error: "Choose the file's format: enphase, solaredge or plain" }),
});

/** `GET ...?from=&to=`: months ("2026-10") or days (their months), both optional. */
export const monthRangeSchema = z.strictObject({
  from: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, "Please give a month as YYYY-MM")
    .transform((value) => value.slice(0, 7))
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, "Please give a month as YYYY-MM")
    .transform((value) => value.slice(0, 7))
    .optional(),
});

export const MUTE_REASON_MESSAGE = "Say why the alerts are muted, with the last day they stay muted";
export const MUTE_UNTIL_MESSAGE = "Give the last day the alerts stay muted";

/**
 * `PATCH /api/service/systems/:id/monitoring`: the roof the savings model expects from (decision 0193), and the
 * office's mute of the system's alerts: a reason and a last day, both or neither (blank both to end it).
 */
export const monitoringSettingsSchema = z
  .object({
    orientation: optionalChoice(orientations),
    tilt: optionalChoice(tiltBands),
    shading: optionalChoice(shadingLevels),
    mutedUntil: optionalDate,
    muteReason: optionalLine(200),
  })
  .superRefine((input, ctx) => {
    if (input.mutedUntil && !input.muteReason) {
      ctx.addIssue({ code: "custom", path: ["muteReason"], message: MUTE_REASON_MESSAGE });
    }
    if (input.muteReason && !input.mutedUntil) {
      ctx.addIssue({ code: "custom", path: ["mutedUntil"], message: MUTE_UNTIL_MESSAGE });
    }
  });
export type MonitoringSettingsInput = z.infer<typeof monitoringSettingsSchema>;

/** `POST /api/service/shutoff-days`: a day the utility cut a town's power (PSPS), which the checks leave out. */
export const shutoffDaySchema = z.object({
  day: requiredDate("Please enter the day of the shutoff"),
  city: requiredLine("Please enter the town, as on its sites' addresses", 100),
  note: requiredLine("Please say what was shut off (the utility's event name)", 200),
});
export type ShutoffDayInput = z.infer<typeof shutoffDaySchema>;
