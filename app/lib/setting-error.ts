import type { z } from "zod";

/** A setting the site cannot use; its message names the variable in one line, e.g. "Invalid setting PORT: ...". */
export class SettingError extends Error {}

/** The first problem zod found in the environment, as a SettingError naming the variable (not a part of it). */
export function settingError(error: z.ZodError): SettingError {
  const issue = error.issues[0]!;
  return new SettingError(`Invalid setting ${String(issue.path[0] ?? "environment")}: ${issue.message}`);
}
