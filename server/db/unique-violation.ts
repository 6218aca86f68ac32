/** Whether a database error (under drizzle's wrapping) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name } = cause as { code?: string; constraint?: string };
    if (code === "23505") return name === constraint;
  }
  return false;
}
