import { encode } from "uqr";
import type { QrDrawing } from "./two-factor-page-result.ts";

/** Drawn on this server: the secret the code carries goes to no other service. */
export function drawQrCode(text: string): QrDrawing {
  const { data } = encode(text, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return { size: data.length, path };
}
