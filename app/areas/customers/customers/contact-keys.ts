/**
 * The keys customers are matched on. An address is trimmed and lower-cased, as accounts already compare it
 * (`users_email_lower_idx`). Plus-tags (`dana+solar@example.com`) are kept: whether `+` starts a tag is each mail
 * provider's own rule, so `dana+solar@` may be another mailbox than `dana@`, and only a link confirmed from a
 * mailbox may join that mailbox's records to an account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A phone's digits, a leading US country code dropped, so "(530) 555-0142" and "+1 530 555 0142" compare equal; null when it has none. */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 0) return null;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Two spellings of one postal address ("1 Main St,  Redding" and "1 main st, redding") compare equal by this. */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, " ").toLowerCase();
}

/** `addresses` with `address` added at the end unless it is already there (in any spelling addressKey equates). */
export function withAddress(addresses: readonly string[], address: string | null | undefined): string[] {
  const line = address?.trim();
  if (!line || addresses.some((known) => addressKey(known) === addressKey(line))) return [...addresses];
  return [...addresses, line];
}
