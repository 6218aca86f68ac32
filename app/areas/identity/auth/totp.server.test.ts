import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptedTotpStep, currentTotpStep, newTotpSecret, totpAddress } from "./totp.server.ts";

/** 2026-03-01T12:00:15Z: the middle of a 30-second step. */
const NOW = Date.UTC(2026, 2, 1, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);

/** The code an authenticator app shows `offsetSeconds` from NOW. */
async function codeAt(secret: string, offsetSeconds: number): Promise<string> {
  vi.setSystemTime(NOW + offsetSeconds * 1000);
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  vi.setSystemTime(NOW);
  return otp;
}

describe("the TOTP check (RFC 6238) on a fixed clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts the current code, answering its time step", async () => {
    const secret = newTotpSecret();
    expect(currentTotpStep()).toBe(STEP);
    expect(await acceptedTotpStep(secret, await codeAt(secret, 0), null)).toBe(STEP);
  });

  it("accepts the codes of one step before and after (a phone clock 30 seconds off)", async () => {
    const secret = newTotpSecret();
    expect(await acceptedTotpStep(secret, await codeAt(secret, -30), null)).toBe(STEP - 1);
    expect(await acceptedTotpStep(secret, await codeAt(secret, 30), null)).toBe(STEP + 1);
  });

  it("refuses the codes of two steps before and after", async () => {
    const secret = newTotpSecret();
    const [before, after, now] = [await codeAt(secret, -60), await codeAt(secret, 60), await codeAt(secret, 0)];
    // A 6-digit code can repeat across steps by chance; these checks need three different ones.
    if (new Set([before, after, now]).size < 3) return;
    expect(await acceptedTotpStep(secret, before, null)).toBeNull();
    expect(await acceptedTotpStep(secret, after, null)).toBeNull();
  });

  it("refuses a code whose step was used, and any older one", async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, 0);
    expect(await acceptedTotpStep(secret, code, STEP)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, -30), STEP)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, 30), STEP)).toBe(STEP + 1);
    expect(await acceptedTotpStep(secret, code, STEP - 1)).toBe(STEP);
  });

  it("refuses another secret's code and anything but six digits", async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, 0);
    const other = newTotpSecret();
    const othersCode = await codeAt(other, 0);
    if (othersCode !== code) expect(await acceptedTotpStep(secret, othersCode, null)).toBeNull();
    expect(await acceptedTotpStep(secret, ` ${code}`, null)).toBeNull();
    expect(await acceptedTotpStep(secret, code.slice(1), null)).toBeNull();
  });
});

describe("a new TOTP secret", () => {
  it("is 160 random bits in base32 (32 characters), as RFC 4226 recommends", () => {
    const secrets = [newTotpSecret(), newTotpSecret()];
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it("is carried by an otpauth:// address naming the issuer and the account", () => {
    const text = totpAddress("JBSWY3DPEHPK3PXP", "avery@example.com", "Shasta Sun Solar");
    expect(text.startsWith("otpauth://totp/Shasta%20Sun%20Solar:avery%40example.com?")).toBe(true);
    const address = new URL(text);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      secret: "JBSWY3DPEHPK3PXP",
      issuer: "Shasta Sun Solar",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
