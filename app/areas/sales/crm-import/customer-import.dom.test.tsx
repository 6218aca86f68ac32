import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { CustomerImport } from "./customer-import.tsx";
import type { ImportResult } from "./import-fields.ts";

const user = userEvent.setup();
const CUSTOMER = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

const preview: ImportResult = {
  dryRun: true,
  fileName: "fair.csv",
  rows: 3,
  created: 1,
  merged: 0,
  skipped: 1,
  errors: [{ row: 2, field: "email", message: "Please enter a valid email address (e.g., name@example.com)" }],
  columns: ["Full name", "Mail", "Phone"],
  map: { name: "Full name", phone: "Phone" },
  mapErrors: { email: "Choose the column that holds the e-mail" },
  duplicates: [
    {
      row: 3,
      name: "Ann New",
      email: "ann@example.com",
      matchedOn: "email",
      customer: { id: CUSTOMER, name: "Ann Known", email: "ann@example.com", phone: null },
    },
  ],
  preview: [
    { row: 1, values: { name: "Lee", phone: "530-555-0100" } },
    { row: 2, values: { name: "Bad", phone: "" } },
  ],
};

async function chooseAndCheck() {
  renderInPage(<CustomerImport />);
  await user.upload(field("CSV file"), new File(["Full name,Mail\n"], "fair.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Check the file" }));
}

describe("the CSV import", () => {
  it("asks for a file before it sends anything", async () => {
    const sent = answerFetch({ status: 200, body: preview });
    renderInPage(<CustomerImport />);
    await user.click(screen.getByRole("button", { name: "Check the file" }));
    await waitFor(() => expect(fieldError("CSV file")).toBe("Please choose a file"));
    expect(sent).toEqual([]);
  });

  it("previews the file: the map with what it lacks, the bad rows, the duplicates and the first rows", async () => {
    const sent = answerFetch({ status: 200, body: preview });
    await chooseAndCheck();
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Preview of fair.csv: 3 rows. 1 row would be created, 0 would be merged, 1 would be skipped, 1 row with errors.",
    );
    const body = sent[0]!.body as FormData;
    expect([body.get("kind"), body.get("dryRun"), body.get("map"), body.get("duplicates")]).toEqual([
      "contacts",
      "true",
      null,
      "{}",
    ]);
    expect((field("Name") as HTMLSelectElement).value).toBe("Full name");
    expect(fieldError("E-mail")).toBe("Choose the column that holds the e-mail");
    expect((screen.getByRole("button", { name: "Import the file" }) as HTMLButtonElement).disabled).toBe(true);
    const errors = screen.getByRole("region", { name: "Each problem of each row" });
    expect(within(errors).getByRole("rowheader", { name: "2" })).toBeTruthy();
    expect(within(errors).getByText("Please enter a valid email address (e.g., name@example.com)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ann Known" }).getAttribute("href")).toBe(
      `/platform/crm/customers/${CUSTOMER}`,
    );
    expect(
      within(screen.getByRole("region", { name: "The file's first rows" })).getByText("530-555-0100"),
    ).toBeTruthy();
  });

  it("sends the map and each duplicate's choice, then shows what the import stored", async () => {
    const answers = [
      { status: 200, body: preview },
      { status: 200, body: { ...preview, map: { ...preview.map, email: "Mail" }, mapErrors: {} } },
      { status: 200, body: { ...preview, dryRun: false, created: 1, merged: 1, skipped: 0, mapErrors: {} } },
    ];
    let call = 0;
    const sent = answerFetch(() => answers[call++]!);
    await chooseAndCheck();
    await screen.findByRole("status");
    await user.selectOptions(field("E-mail"), "Mail");
    await user.selectOptions(screen.getByLabelText("What to do with row 3"), "merge");
    await user.click(screen.getByRole("button", { name: "Check again with these choices" }));
    await waitFor(() => expect(fieldError("E-mail")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Import the file" }));
    expect(
      await screen.findByText(
        "Imported fair.csv: 3 rows. 1 row created, 1 merged, 0 skipped, 1 row with errors, not imported.",
      ),
    ).toBeTruthy();
    const sentImport = sent[2]!.body as FormData;
    expect(sentImport.get("dryRun")).toBe("false");
    expect(JSON.parse(sentImport.get("map") as string)).toEqual({ name: "Full name", phone: "Phone", email: "Mail" });
    expect(JSON.parse(sentImport.get("duplicates") as string)).toEqual({ "3": "merge" });
    expect(screen.getByRole("link", { name: "See the customers" })).toBeTruthy();
  });

  it("shows the server's refusal of the file under the file field", async () => {
    answerFetch({
      status: 413,
      body: {
        message: "The file is larger than 5 MB: split it into smaller files",
        errors: { file: "The file is larger than 5 MB: split it into smaller files" },
      },
    });
    await chooseAndCheck();
    await waitFor(() =>
      expect(fieldError("CSV file")).toBe("The file is larger than 5 MB: split it into smaller files"),
    );
  });

  it("says 'The file could not be sent. Please try again.' when the server cannot be reached", async () => {
    answerFetch("network down");
    await chooseAndCheck();
    expect((await screen.findByText("The file could not be sent. Please try again.")).getAttribute("role")).toBe(
      "alert",
    );
  });
});
