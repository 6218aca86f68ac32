import { projectDocuments, projects } from "#app/areas/delivery/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { addSampleDocuments } from "#app/areas/library/documents/samples.server.ts";
import { storeFileBytes } from "#app/areas/library/documents/library.server.ts";
import { indexNewProjectDocuments } from "#app/areas/library/documents/project-documents.server.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser, UserType } from "#server/http/access.ts";
import { textPdf } from "./text-pdf.ts";

/**
 * The sample library plus two clients' projects, each with a two-page PDF of its own (client A's project managed by
 * the technician), and an office user: what the retrieval tests and `npm run bench:retrieval` ask questions of.
 * Client B's document uses the same words as A's with other facts, so any leak between them shows.
 */
export interface LibraryFixture {
  readers: Record<"visitor" | "clientA" | "clientB" | "technician" | "office" | "sales", SessionUser | null>;
  /** Document ids by sample file name, and `client-a-project` / `client-b-project` for the project documents. */
  ids: Map<string, string>;
  projectIds: { clientA: string; clientB: string };
}

async function addUser(db: Database, name: string, userType: UserType): Promise<SessionUser> {
  const [user] = await db
    .insert(users)
    .values({
      firstName: name,
      lastName: "Reader",
      email: `${name.toLowerCase()}@library.example`,
      username: `${name.toLowerCase()}_reader`,
      passwordHash: "not-a-password-hash",
      userType,
    })
    .returning();
  const { id, username, firstName, lastName, email, companyName, phone } = user!;
  return { id, username, firstName, lastName, email, userType, companyName, phone };
}

export const CLIENT_A_NUMBER = "NSE-IA-20417";
export const CLIENT_B_NUMBER = "NSE-IA-99881";

const projectPdf = (owner: string, number: string, finding: string) =>
  textPdf([
    [
      `Interconnection agreement for the ${owner} residence`,
      `Interconnection agreement number ${number}.`,
      "Signed by the utility and the homeowner.",
    ],
    ["Roof inspection report", `The roof inspection under the array found ${finding}.`],
  ]);

/** A project document stored as the portal stores one (chunks under its id), then indexed by the library's job. */
async function addProjectDocument(db: Database, projectId: string, name: string, bytes: Buffer): Promise<string> {
  const file = await storeFileBytes(db, name, bytes);
  await db.insert(projectDocuments).values({
    id: file.fileId,
    projectId,
    uploadedBySide: "staff",
    name,
    category: "contract",
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
  });
  return file.fileId;
}

export async function seedLibraryFixture(db: Database): Promise<LibraryFixture> {
  const ids = await addSampleDocuments(db);
  const clientA = await addUser(db, "Alder", "client");
  const clientB = await addUser(db, "Birch", "client");
  const technician = await addUser(db, "Cedar", "technician");
  const office = await addUser(db, "Dogwood", "office");
  const sales = await addUser(db, "Elm", "sales");
  const [projectA] = await db
    .insert(projects)
    .values({
      clientId: clientA.id,
      title: "Alder solar",
      type: "installation",
      siteAddress: "1 Alder Way, Redding",
      projectManagerId: technician.id,
    })
    .returning({ id: projects.id });
  const [projectB] = await db
    .insert(projects)
    .values({ clientId: clientB.id, title: "Birch solar", type: "installation", siteAddress: "2 Birch Way, Redding" })
    .returning({ id: projects.id });
  ids.set(
    "client-a-project",
    await addProjectDocument(
      db,
      projectA!.id,
      "Alder interconnection agreement.pdf",
      projectPdf("Alder", CLIENT_A_NUMBER, "sound decking and new flashing"),
    ),
  );
  ids.set(
    "client-b-project",
    await addProjectDocument(
      db,
      projectB!.id,
      "Birch interconnection agreement.pdf",
      projectPdf("Birch", CLIENT_B_NUMBER, "dry rot near the chimney"),
    ),
  );
  await indexNewProjectDocuments(db);
  return {
    readers: { visitor: null, clientA, clientB, technician, office, sales },
    ids,
    projectIds: { clientA: projectA!.id, clientB: projectB!.id },
  };
}
