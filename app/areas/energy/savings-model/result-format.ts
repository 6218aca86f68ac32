import { formatNumber } from "#app/lib/format.ts";
import type { Payback } from "./returns.ts";

export function formatPayback(payback: Payback): string {
  switch (payback.kind) {
    case "year":
      return `${formatNumber(payback.years, 1)} years`;
    case "no-upfront-cost":
      return "No upfront cost";
    case "not-within":
      return `Does not pay back within ${payback.years} years`;
  }
}

export function formatIrr(irrPercent: number | null): string {
  return irrPercent === null ? "None" : `${formatNumber(irrPercent, 1)}%`;
}

export const formatKwh = (kwh: number) => `${formatNumber(kwh)} kWh`;
