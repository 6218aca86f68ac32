import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eAdmin, e2eAdminAccessCode, e2eMailDir, e2eSalesEmail } from "./e2e-env.ts";
import { startMailSink } from "./mail-sink.ts";

/**
 * Builds the site (unless REUSE_BUILD=1) and starts it as production would run it, on a fresh
 * embedded database in a temporary directory that already holds the e2e
 * administrator (made with the real command, before the server locks the directory),
 * sending its mail to an SMTP sink that files each message as JSON in e2eMailDir.
 */
const root = path.resolve(import.meta.dirname, "../..");
// CI builds once before its test steps (.ci/run) and says so; a local run builds what is in the tree now.
if (process.env.REUSE_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

fs.rmSync(e2eMailDir, { recursive: true, force: true });
fs.mkdirSync(e2eMailDir, { recursive: true });
let received = 0;
const sink = await startMailSink({
  onMail(mail) {
    received += 1;
    const file = path.join(e2eMailDir, `${String(received).padStart(5, "0")}.json`);
    // Renamed into place: a spec never reads a half-written file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const createAdmin = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    path.join(root, "server/cli/create-admin.ts"),
    ...[
      "--username",
      e2eAdmin.username,
      "--email",
      e2eAdmin.email,
      "--first-name",
      e2eAdmin.firstName,
      "--last-name",
      e2eAdmin.lastName,
    ],
  ],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: e2eAdmin.password },
  },
);
if (createAdmin.status !== 0) process.exit(createAdmin.status ?? 1);
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
    ADMIN_ACCESS_CODE: e2eAdminAccessCode,
    // The specs sign staff in with a password alone; tests/e2e/two-factor.spec.ts sets two-factor up itself.
    STAFF_TWO_FACTOR: "optional",
    SMTP_URL: sink.url,
    MAIL_FROM: "no-reply@shasta-solar.test",
    SALES_EMAIL: e2eSalesEmail,
    // Every spec signs up and submits from 127.0.0.1; the limits themselves are covered by the integration tests.
    REGISTRATIONS_PER_IP_PER_HOUR: "10000",
    FORM_RATE_LIMIT_PER_HOUR: "10000",
    BOOKING_RATE_LIMIT_PER_HOUR: "10000",
    TELEMETRY_ROWS_PER_CLIENT_PER_HOUR: "1000000",
    TELEMETRY_BYTES_PER_CLIENT_PER_HOUR: "1000000000",
  },
});

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  void sink.close();
  process.exit(code ?? 0);
});
