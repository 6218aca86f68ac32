import { randomBytes } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";

/** RFC 6238's defaults, which every authenticator app reads the same way. */
const TOTP = { period: 30, digits: 6, algorithm: "SHA-1", charSet: "0123456789" } as const;
/** One step either side of now: a phone clock 30 seconds off, or a code typed as it turned over. */
const DRIFT_STEPS = 1;
/** RFC 4226 §4 asks for 160 bits of shared secret. */
const SECRET_BYTES = 20;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export const TOTP_CODE = /^\d{6}$/;

/** RFC 4648 base32 without padding: the form authenticator apps take a key in. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** A fresh shared secret, in base32 (the manual key people type into their app). */
export function newTotpSecret(): string {
  return base32(randomBytes(SECRET_BYTES));
}

/** The otpauth:// address the QR code carries. */
export function totpAddress(secret: string, accountName: string, issuer: string): string {
  return getTOTPAuthUri({ ...TOTP, secret, accountName, issuer });
}

/** The current time step (RFC 6238's T) by the server's clock. */
export function currentTotpStep(): number {
  return Math.floor(Date.now() / 1000 / TOTP.period);
}

/**
 * The time step a code belongs to, if it is right within one step of now and later than the last step used: a code
 * is good once (RFC 6238 §5.2), and an older one cannot be played after a newer one either.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const now = currentTotpStep();
  const match = await verifyTOTP({ ...TOTP, otp: code, secret, window: DRIFT_STEPS });
  if (!match) return null;
  const step = now + match.delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
