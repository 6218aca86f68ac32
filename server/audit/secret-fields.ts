/**
 * What the audit trail must never hold: passwords and their hashes, tokens, TOTP secrets and codes, recovery codes.
 * A field is dropped by its name, at any depth, whatever the write that sent it; the second guard is that a write
 * records only its parsed input (decision 0132).
 */
const SECRET_NAME_PARTS = ["password", "passwd", "secret", "token", "hash", "totp", "recovery", "cookie", "apikey"];
const SECRET_NAMES = new Set(["code", "codes", "otp", "pin", "accesscode", "signature"]);

export const REDACTED = "[redacted]";

/** `newPassword`, `password_hash`, `TOTP-secret` and `recoveryCodes` alike: letters and digits, lower case. */
const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

export function isSecretField(name: string): boolean {
  const key = normalised(name);
  return SECRET_NAMES.has(key) || SECRET_NAME_PARTS.some((part) => key.includes(part));
}

/** A copy of `value` with every secret field's value replaced by REDACTED, so the trail says it changed, not to what. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [name, isSecretField(name) ? REDACTED : withoutSecrets(field)]),
  );
}
