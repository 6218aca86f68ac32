/**
 * Paths whose last segment is a secret: a booking's manage link and its calendar file let anyone holding them move
 * or cancel the appointment, the staff feed lists every customer's, a staff invitation sets up a staff account, and
 * a plan visit's link books the visit.
 * Logs and telemetry keep the prefix only.
 */
const SECRET_PATH_SEGMENT =
  /^(\/resources\/book-appointment\/manage\/|\/api\/bookings\/(?:invite|feed)\/|\/staff-invitation\/|\/(?:api\/)?plan-visit\/)[^/?#]+/;
const TOKEN_PARAMETER = /([?&]token=)[^&#]*/gi;
const REDACTED = "[redacted]";

/** A path with its secret segment, if it has one, replaced. */
export function redactPath(pathname: string): string {
  return pathname.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
}

/**
 * A request URL (path and query) fit for the log: the secret path segment and the value of every `token` query
 * parameter (unsubscribe, verification, reset links) are replaced.
 */
export function redactUrl(url: string): string {
  return redactPath(url).replace(TOKEN_PARAMETER, `$1${REDACTED}`);
}
