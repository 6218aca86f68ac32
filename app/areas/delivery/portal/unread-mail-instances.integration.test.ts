import { expect, inject } from "vitest";
import { queuedMails } from "#tests/support/outbox.ts";
import { seedProject } from "#tests/support/projects.ts";
import { raceTest } from "#tests/support/race-test.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { createTemporaryPostgres } from "#tests/support/test-database.ts";
import { createTestUser } from "#tests/support/users.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createApp } from "#server/composition/app.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/composition/services.ts";
import { mailUnreadMessages } from "./unread-mail.server.ts";

/** One site instance: its own services and connection pool on the shared database, as two servers behind a balancer. */
async function instanceOn(url: string): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const services = await createServices(config, createLogger(config), await openDatabase({ url, poolSize: 4 }));
  return { app: createApp({ services }), services, close: () => services.database.close() };
}

raceTest(
  "sends each unread-message mail once when two instances run the job at the same time",
  async () => {
    const database = await createTemporaryPostgres(inject("postgresTemplate"));
    const instances = [await instanceOn(database.url), await instanceOn(database.url)];
    try {
      const [first, second] = instances as [TestApp, TestApp];
      const admin = await createTestUser(first, { userType: "admin", emailVerified: true });
      // Three projects whose client message is unread by staff: three mails to the project manager, each once.
      for (let n = 0; n < 3; n += 1) {
        await seedProject(first, admin, await createTestUser(first, { emailVerified: true }));
      }
      const due = new Date(Date.now() + 15 * 60 * 1000 + 60_000);
      const runs = await Promise.all(
        [first, second, first, second].map((instance) => mailUnreadMessages(instance.services, due)),
      );
      expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(3);
      expect(await queuedMails(first, "portal_unread_messages", admin.email)).toHaveLength(3);
      expect(await mailUnreadMessages(second.services, due)).toBe(0);
    } finally {
      for (const instance of instances) await instance.close();
      await database.drop();
    }
  },
  120_000,
);
