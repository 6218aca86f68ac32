import fs from "node:fs";
import path from "node:path";
import { e2eMailDir } from "./e2e-env.ts";
import type { ReceivedMail } from "./mail-sink.ts";

function readMails(): ReceivedMail[] {
  if (!fs.existsSync(e2eMailDir)) return [];
  return fs
    .readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(e2eMailDir, name), "utf8")) as ReceivedMail);
}

/** Waits for a mail the e2e server's SMTP sink received (e.g. the staff mail of a lead). */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${e2eMailDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
