import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { MergeIntoButton } from "./merge-into-customer.tsx";

const survivor = { id: "7d0c2c1e-3f7a-4b7e-9d38-1a2b3c4d5e6f", name: "Rosa Alvarez", email: "rosa@example.com" };
const merged = { id: "0b6f1e56-0000-4000-8000-000000000000", name: null, email: "rosa.work@example.com" };

describe("Merge into …", () => {
  it("asks first, naming both customers and what moves; Cancel leaves both as they were", async () => {
    renderInPage(<MergeIntoButton survivor={survivor} merged={merged} />);
    fireEvent.click(await screen.findByRole("button", { name: /Merge into Rosa Alvarez/ }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Merge rosa.work@example.com into Rosa Alvarez?",
    });
    expect(dialog.textContent).toContain(
      "Every lead, order, appointment, subscription and account of rosa.work@example.com moves to Rosa Alvarez (rosa@example.com)",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("button", { name: /Merge into Rosa Alvarez/ })).toHaveProperty("disabled", false);
  });
});
