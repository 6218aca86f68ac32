/** A request URL fit for the log: the value of every `token` query parameter (unsubscribe, verification, reset links) is replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}
