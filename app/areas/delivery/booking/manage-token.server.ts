import { signedIdToken } from "#app/lib/signed-id-token.server.ts";

/** The appointment id, its sequence and the expiry (app/lib/signed-id-token.server.ts). */
const manageTokens = signedIdToken("appointment-manage", 1);

export interface ManageTokenClaims {
  appointmentId: string;
  /** The appointment's sequence when the link was sent: a later sequence means it was moved or cancelled since. */
  sequence: number;
  expiresAt: Date;
}

/**
 * A token that needs no storage, cannot be made for another appointment or a later expiry, and names the version of
 * the appointment it was sent for.
 */
export function createManageToken(secret: string, claims: ManageTokenClaims): string {
  return manageTokens.create(secret, {
    id: claims.appointmentId,
    words: [claims.sequence],
    expiresAt: claims.expiresAt,
  });
}

/** The claims of a genuine, unexpired token; null for anything forged, altered, malformed or expired. */
export function readManageToken(secret: string, token: unknown, now: Date): ManageTokenClaims | null {
  const claims = manageTokens.read(secret, token);
  if (!claims || claims.expiresAt <= now) return null;
  return { appointmentId: claims.id, sequence: claims.words[0]!, expiresAt: claims.expiresAt };
}

export function manageUrl(siteUrl: string, token: string): string {
  return new URL(`/resources/book-appointment/manage/${token}`, siteUrl).toString();
}
