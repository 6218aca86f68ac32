import os from "node:os";

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The machine's load, printed beside timing figures: on a busy machine they are noisy. */
export function machineLoad(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  return `load average ${load} on ${os.cpus().length} CPUs`;
}
