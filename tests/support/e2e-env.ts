import os from "node:os";
import path from "node:path";

/** The production build the e2e suite drives, on a port of its own. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** The administrator e2e-server.ts creates with `npm run create-admin` before the server starts. */
export const e2eAdmin = {
  username: "e2e_admin",
  email: "e2e.admin@example.com",
  password: "E2e-Admin-Pass-1",
  firstName: "Avery",
  lastName: "Quinn",
};

/** The footer Admin dialog's code on the e2e server (ADMIN_ACCESS_CODE). */
export const e2eAdminAccessCode = "S0LR";
/** The e2e server's SMTP sink writes every mail the app sends here, one JSON file each (see e2e-mailbox.ts). */
export const e2eMailDir = path.join(os.tmpdir(), `e2e-mail-${e2ePort}`);
export const e2eSalesEmail = "sales@shasta-solar.test";
