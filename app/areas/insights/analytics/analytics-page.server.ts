import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "#server/http/access.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import {
  defaultBucket,
  presetRange,
  rangePresets,
  rangeQuery,
  type DayRange,
  type RangePreset,
} from "./analytics-range.ts";
import { analyticsFigures, readerSees } from "./analytics-figures.server.ts";
import { figureTables } from "./figure-tables.ts";
import type { FigureTable } from "./figure-cells.ts";

/** The page's form as the URL holds it: a preset, or `custom` with the days typed. */
export interface AnalyticsForm {
  range: RangePreset | "custom";
  from: string;
  to: string;
  bucket: BucketSize | "";
}

export type AnalyticsPageData =
  | { form: AnalyticsForm; errors: Record<string, string>; shown: null }
  | {
      form: AnalyticsForm;
      errors: null;
      shown: { range: DayRange; previous: DayRange; bucket: BucketSize; tables: FigureTable[] };
    };

const DEFAULT_PRESET: RangePreset = "last-30-days";
const pageBuckets = ["day", "week", "month"] as const satisfies BucketSize[];

const isPreset = (value: string | null): value is RangePreset => value !== null && Object.hasOwn(rangePresets, value);

/**
 * /platform/analytics: the range the URL asks for (a preset, last 30 days unless told, or custom days), in office
 * days, and every table of it. Custom days that do not parse are kept as typed and answered with the message under
 * their field, and no figures.
 */
export async function loadAnalyticsPage(
  services: AppServices,
  user: SessionUser,
  request: Request,
  now = new Date(),
): Promise<AnalyticsPageData> {
  const params = new URL(request.url).searchParams;
  const asked = params.get("range");
  const bucketParam = params.get("bucket");
  const bucket = pageBuckets.find((size) => size === bucketParam);
  const custom = asked === "custom" || (!isPreset(asked) && (params.has("from") || params.has("to")));
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  let range: DayRange;
  if (custom) {
    const parsed = rangeQuery.safeParse(typed);
    const form: AnalyticsForm = { range: "custom", ...typed, bucket: bucket ?? "" };
    if (!parsed.success) return { form, errors: fieldErrors(parsed.error), shown: null };
    range = parsed.data;
  } else {
    range = presetRange(isPreset(asked) ? asked : DEFAULT_PRESET, officeToday(now));
  }
  const shownBucket = bucket ?? defaultBucket(range);
  const sees = await readerSees(services, user);
  const figures = await analyticsFigures(services.db, range, shownBucket, sees, now);
  return {
    form: { range: custom ? "custom" : isPreset(asked) ? asked : DEFAULT_PRESET, ...range, bucket: bucket ?? "" },
    errors: null,
    shown: { range, previous: figures.previous, bucket: shownBucket, tables: figureTables(figures) },
  };
}
