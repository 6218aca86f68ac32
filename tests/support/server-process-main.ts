import { startPageServer } from "./page-server.ts";
import { seedProject } from "./projects.ts";
import { signedInCookie } from "./sessions.ts";
import { createTestUser } from "./users.ts";

// The process `startServerProcess` runs: the app listening, then one JSON line saying where and as whom to call it.
const server = await startPageServer({ TRUST_PROXY: "1" });
const admin = await createTestUser(server.testApp, { userType: "admin" });
const client = await createTestUser(server.testApp, { userType: "client", emailVerified: true });
const { projectId } = await seedProject(server.testApp, admin, client);
const clientCookie = await signedInCookie(server.testApp, client.id);
const staffCookie = await signedInCookie(server.testApp, admin.id);
console.log(JSON.stringify({ baseUrl: server.baseUrl, clientCookie, staffCookie, projectId }));
process.once("SIGTERM", () => void server.close().then(() => process.exit(0)));
