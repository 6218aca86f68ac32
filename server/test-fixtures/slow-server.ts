import http from "node:http";
import { stopOnSignals } from "#server/composition/boot.ts";
import { createLogger } from "#server/logger.ts";

/** A server with one slow request, for the graceful-shutdown test. */
const logger = createLogger({ LOG_LEVEL: "silent" });
const server = http.createServer((_req, res) => {
  setTimeout(() => res.end("finished"), 1500);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address() as { port: number };
  process.stdout.write(`${address.port}\n`);
});
stopOnSignals(server, logger, async () => {
  process.stdout.write("closed\n");
});
