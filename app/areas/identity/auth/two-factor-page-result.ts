import type { FieldErrors } from "#server/http/errors.ts";

/** A QR code as one SVG path of its dark modules (drawn on the server: qr-code.server.ts). */
export interface QrDrawing {
  /** Modules per side, including the quiet zone. */
  size: number;
  path: string;
}

export type TwoFactorIntent = "confirm" | "disable";

/** What /account/two-factor shows: the setup (QR code and manual key) or that it is on. */
export type TwoFactorPageData = {
  /** Where to go on once it is set up (the staff page the visitor was sent here from). */
  redirectTo: string;
  /** STAFF_TWO_FACTOR requires it of this account. */
  required: boolean;
} & ({ enabled: false; manualKey: string; qrCode: QrDrawing } | { enabled: true; recoveryCodesLeft: number });

/** A post's answer: the recovery codes, shown this once; that it is off; or what was wrong with the code. */
export type TwoFactorPageResult =
  | { intent: "confirm"; ok: true; recoveryCodes: string[] }
  | { intent: "disable"; ok: true }
  | { intent: TwoFactorIntent; ok: false; message: string; errors: FieldErrors };
