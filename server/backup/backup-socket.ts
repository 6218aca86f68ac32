import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { backupStream } from "./backup-file.ts";

/**
 * PGlite lives inside the server's process, so while the server holds the data directory no other process can read
 * it (docs/decisions/0029). The server answers `npm run backup` on a Unix socket in a directory only the data
 * directory's owner can enter: connecting is the request, the answer is the gzipped backup.
 */
export const backupSocketPath = (dataDir: string): string => path.join(path.resolve(dataDir), "run", "backup.sock");

/** Starts answering backup requests; the returned function stops. A socket that cannot be opened is logged, not fatal. */
export function serveBackups(handle: DatabaseHandle, dataDir: string, logger: Logger): () => Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // Left by a process that died: this one holds the data directory's lock, so no live server owns it.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    const started = Date.now();
    pipeline(backupStream(handle), socket).then(
      () => logger.info({ durationMs: Date.now() - started }, "backup sent over the data directory's socket"),
      (error: unknown) => logger.error({ err: error }, "backup over the data directory's socket failed"),
    );
  });
  server.on("error", (error) =>
    logger.warn({ err: error, socketPath }, "backups while the server runs are unavailable: cannot open the socket"),
  );
  server.listen(socketPath);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if (!server.listening) resolve();
    });
}

/** The backup stream of the server holding `dataDir`. */
export function requestBackup(dataDir: string): net.Socket {
  return net.createConnection(backupSocketPath(dataDir));
}
