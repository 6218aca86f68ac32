import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createManageToken, readManageToken } from "./manage-token.server.ts";

const secret = "s".repeat(40);
const now = new Date("2026-03-02T12:00:00Z");
const claims = { appointmentId: randomUUID(), sequence: 3, expiresAt: new Date("2026-03-05T01:00:00Z") };

describe("manage tokens", () => {
  it("carry the appointment, its sequence and the expiry", () => {
    expect(readManageToken(secret, createManageToken(secret, claims), now)).toEqual(claims);
  });

  it("are refused once expired, altered, signed with another secret or malformed", () => {
    const token = createManageToken(secret, claims);
    expect(readManageToken(secret, token, new Date("2026-03-05T01:00:00Z"))).toBeNull();
    const flipped = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    expect(readManageToken(secret, flipped, now)).toBeNull();
    expect(readManageToken("t".repeat(40), token, now)).toBeNull();
    for (const bad of ["", "abc", token + "x", 42, null, token.replace(/./, "!")]) {
      expect(readManageToken(secret, bad, now)).toBeNull();
    }
  });
});
