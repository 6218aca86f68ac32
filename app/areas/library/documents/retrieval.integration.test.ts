import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "#tests/support/test-database.ts";
import {
  CLIENT_A_NUMBER,
  CLIENT_B_NUMBER,
  seedLibraryFixture,
  type LibraryFixture,
} from "#tests/support/library-fixture.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { projectDocumentChunks } from "#app/areas/delivery/tables.server.ts";
import { answerable, unanswerable } from "#scripts/retrieval-questions.ts";
import { addDocument, deleteDocument, storeFileBytes } from "./library.server.ts";
import { retrieve } from "./retrieval.server.ts";
import { documentPassages, documents } from "./tables.server.ts";

let handle: DatabaseHandle;
let fixture: LibraryFixture;

beforeAll(async () => {
  handle = await openTestDatabase();
  fixture = await seedLibraryFixture(handle.db);
}, 120_000);
afterAll(() => handle.close());

const text = (passages: { body: string; headingPath: string }[]) =>
  passages.map((passage) => `${passage.headingPath} ${passage.body}`).join("\n");

describe("access inside retrieval", () => {
  const questions = [...answerable, ...unanswerable].map((item) => item.question);
  const clientQuestions = [
    ...questions,
    "interconnection agreement number",
    "roof inspection dry rot chimney",
    `${CLIENT_B_NUMBER}`,
    "Birch residence",
  ];

  it("never gives client A a passage of client B's project, whatever the question", async () => {
    const other = fixture.ids.get("client-b-project")!;
    for (const question of clientQuestions) {
      const { passages } = await retrieve(handle.db, fixture.readers.clientA, question);
      expect(
        passages.filter((passage) => passage.projectDocumentId === other),
        question,
      ).toEqual([]);
      expect(text(passages)).not.toContain(CLIENT_B_NUMBER);
    }
  });

  it("gives client A their own project's passage, at its page", async () => {
    const { outcome, passages } = await retrieve(
      handle.db,
      fixture.readers.clientA,
      "interconnection agreement number",
    );
    expect(outcome).toBe("found");
    expect(passages[0]).toMatchObject({ projectDocumentId: fixture.ids.get("client-a-project"), page: 1 });
    expect(passages[0]!.body).toContain(CLIENT_A_NUMBER);
  });

  it("gives visitors public documents only, clients no staff document, and staff project passages by the project's rule", async () => {
    const audienceOf = new Map(
      (await handle.db.select({ id: documents.id, audience: documents.audience }).from(documents)).map((row) => [
        row.id,
        row.audience,
      ]),
    );
    const seen = async (reader: LibraryFixture["readers"][keyof LibraryFixture["readers"]]) => {
      const found = new Set<string>();
      for (const question of clientQuestions) {
        for (const passage of (await retrieve(handle.db, reader, question)).passages) {
          found.add(passage.documentId ? audienceOf.get(passage.documentId)! : `project:${passage.projectDocumentId}`);
        }
      }
      return found;
    };
    expect([...(await seen(fixture.readers.visitor))]).toEqual(["public"]);
    expect(await seen(fixture.readers.clientA)).not.toContain("staff");
    const technician = await seen(fixture.readers.technician);
    expect(technician).toContain("staff");
    // The technician manages client A's project, not client B's; sales reads no project.
    expect(technician).toContain(`project:${fixture.ids.get("client-a-project")}`);
    expect(technician).not.toContain(`project:${fixture.ids.get("client-b-project")}`);
    expect([...(await seen(fixture.readers.sales))].filter((key) => key.startsWith("project:"))).toEqual([]);
    const office = await seen(fixture.readers.office);
    expect(office).toContain(`project:${fixture.ids.get("client-b-project")}`);
  });
});

describe("ranking", () => {
  it.each([
    ["IQ8PLUS-72-2-US", "technician-field-notes.md"],
    ["IQ8PLUS-72", "technician-field-notes.md"],
    ["SE7600H-US", "technician-field-notes.md"],
    ["se7600h", "technician-field-notes.md"],
    ["F16", "inverter-fault-codes.md"],
    ["F63 fault", "inverter-fault-codes.md"],
    ["AcVoltageOOR", "inverter-fault-codes.md"],
    ["Powerwall 3 1707000", "equipment-datasheets.md"],
    ["S-G3R.12+", "equipment-datasheets.md"],
  ])("ranks %s's document first", async (question, file) => {
    const { outcome, passages } = await retrieve(handle.db, fixture.readers.technician, question);
    expect(outcome).toBe("found");
    expect(passages[0]!.documentId).toBe(fixture.ids.get(file));
  });

  it("answers a question of stop words only with too-general, not an error", async () => {
    expect(await retrieve(handle.db, null, "what is it")).toEqual({ outcome: "too-general", passages: [] });
    expect(await retrieve(handle.db, null, "?!")).toEqual({ outcome: "too-general", passages: [] });
  });

  it("refuses a question the documents do not answer", async () => {
    expect((await retrieve(handle.db, null, "Do you install wind turbines?")).outcome).toBe("no-match");
  });

  it("labels a superseded document's passage with the newer one", async () => {
    const { passages } = await retrieve(handle.db, null, "E-TOU-C baseline credit January 2026");
    const old = passages.find((passage) => passage.documentId === fixture.ids.get("pge-rates-2026-01.md"))!;
    expect(old.supersededByTitle).toBe("PG&E time-of-use rates, March 2026");
  });
});

describe("indexing", () => {
  const add = async (name: string, body: string) => {
    const file = await storeFileBytes(handle.db, name, Buffer.from(body));
    return addDocument(handle.db, null, file, {
      title: name,
      category: "other",
      audience: "public",
      effectiveOn: null,
    });
  };

  it("indexes a 5 MB text, one word run of 800,000 characters included, in passages", async () => {
    const words = Array.from({ length: 700_000 }, (_, i) => `w${i.toString(36)}`).join(" ");
    const run = "x".repeat(800_000);
    const saved = await add("huge.txt", `${words}\n\n${run}\n\nThe zebrafish turbine is at the end.`);
    expect(saved.passages).toBeGreaterThan(5000);
    const { passages } = await retrieve(handle.db, null, "zebrafish turbine");
    expect(passages[0]!.documentId).toBe(saved.id);
  }, 120_000);

  it("never returns a deleted document's text, nor keeps its passages or bytes", async () => {
    const saved = await add("walrus.md", "# Walrus\n\nThe walrus inverter hums quietly.");
    expect((await retrieve(handle.db, null, "walrus inverter")).passages[0]!.documentId).toBe(saved.id);
    await deleteDocument(handle.db, { user: fixture.readers.office!, clientAddress: "127.0.0.1" }, saved.id);
    expect(text((await retrieve(handle.db, fixture.readers.office, "walrus inverter")).passages)).not.toContain(
      "walrus",
    );
    expect(await handle.db.select().from(documentPassages).where(eq(documentPassages.documentId, saved.id))).toEqual(
      [],
    );
    expect(
      await handle.db.select().from(projectDocumentChunks).where(eq(projectDocumentChunks.documentId, saved.id)),
    ).toEqual([]);
  });
});
