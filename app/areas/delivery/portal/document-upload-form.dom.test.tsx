import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, field, fieldError, renderInPage, toastRegion } from "#tests/support/dom.tsx";
import { DocumentUploadForm } from "./document-upload-form.tsx";

const user = userEvent.setup();
const PROJECT = "7b0c6a52-2f7e-4f5e-9c1e-2d7a3b7d9e10";
const ACTION_ITEM = "0d9b8f1e-6a4c-4b3e-8f2d-1c5e7a9b3d21";

async function chooseAndUpload(actionItemId?: string) {
  renderInPage(<DocumentUploadForm projectId={PROJECT} side="client" actionItemId={actionItemId} />);
  await user.upload(field("File"), new File(["%PDF-1.7"], "bill.pdf", { type: "application/pdf" }));
  await user.click(screen.getByRole("button", { name: "Upload" }));
}

describe("the document upload form", () => {
  it("asks for a file before it sends anything", async () => {
    const sent = answerFetch({ status: 201, body: {} });
    renderInPage(<DocumentUploadForm projectId={PROJECT} side="client" />);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(fieldError("File")).toBe("Please choose a file"));
    expect(sent).toEqual([]);
  });

  it("sends the form's multipart body to the project's documents, then says so", async () => {
    const sent = answerFetch({ status: 201, body: { id: "d1" } });
    await chooseAndUpload(ACTION_ITEM);
    await within(toastRegion()).findByText("Uploaded bill.pdf");
    expect(sent[0]!.url).toBe(`/api/projects/${PROJECT}/documents`);
    // happy-dom leaves a chosen file's bytes out of a FormData; the portal journey (tests/e2e) uploads real ones.
    const body = sent[0]!.body as FormData;
    expect(body.get("category")).toBe("utility_bill");
    expect(body.get("actionItemId")).toBe(ACTION_ITEM);
  });

  it("shows the server's field message under its field, and keeps the choices", async () => {
    answerFetch({ status: 400, body: { message: "Invalid input", errors: { category: "Please choose a category" } } });
    await chooseAndUpload();
    await waitFor(() => expect(fieldError("Category")).toBe("Please choose a category"));
    expect((field("File") as HTMLInputElement).files?.[0]?.name).toBe("bill.pdf");
    expect(screen.queryByText("Invalid input")).toBeNull();
  });

  it("shows a refusal about the action item, or without field messages, above the button", async () => {
    answerFetch({ status: 400, body: { message: "Invalid input", errors: { actionItemId: "This item is done" } } });
    await chooseAndUpload(ACTION_ITEM);
    expect((await screen.findByText("This item is done")).getAttribute("role")).toBe("alert");
  });

  it("says the server's message for a file it refuses", async () => {
    answerFetch({ status: 413, body: { message: "The file is larger than 20 MB" } });
    await chooseAndUpload();
    expect((await screen.findByText("The file is larger than 20 MB")).getAttribute("role")).toBe("alert");
  });

  it("says 'The upload failed. Please try again.' when the server cannot be reached", async () => {
    answerFetch("network down");
    await chooseAndUpload();
    expect((await screen.findByText("The upload failed. Please try again.")).getAttribute("role")).toBe("alert");
  });
});
