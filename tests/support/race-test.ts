import { it } from "vitest";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A test that runs requests at once to prove a race cannot happen. PGlite has one connection, which runs every
 * statement in turn, so there the race never happens and the test proves nothing: it runs on PostgreSQL only
 * (TEST_DATABASE_URL, as CI runs the integration suite), and says why it was skipped elsewhere.
 */
export const raceTest = (name: string, test: () => Promise<void>, timeout?: number) =>
  it.skipIf(!onPostgres)(
    onPostgres ? name : `${name} (PostgreSQL only: PGlite runs one statement at a time; set TEST_DATABASE_URL)`,
    test,
    timeout,
  );
