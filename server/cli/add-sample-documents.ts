import { addSampleDocuments } from "#app/areas/library/index.server.ts";
import { readCommandLine } from "./command-line.ts";
import { runOnConfiguredDatabase } from "./configured-database.ts";

const usage = `Adds the sample documents (server/seed-documents, marked as samples) to the document library of the
configured database, through the upload's own path: stored, extracted and indexed. Remove them with
npm run documents:remove-samples.

  npm run documents:add-samples`;

readCommandLine(usage, {});
await runOnConfiguredDatabase("The samples could not be added", async (db) => {
  const ids = await addSampleDocuments(db);
  console.log(`Added ${ids.size} sample documents to the library.`);
});
