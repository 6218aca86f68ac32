import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { StaffRowActions, type StaffRowMember } from "./staff-row-actions.tsx";

const member = (state: StaffRowMember["state"]): StaffRowMember => ({
  id: "7d0c2c1e-3f7a-4b7e-9d38-1a2b3c4d5e6f",
  firstName: "Terry",
  lastName: "Okafor",
  role: "technician",
  state,
});

function Row({ of, own = false }: { of: StaffRowMember; own?: boolean }) {
  const { fetcher } = useFormAction("change-staff");
  return <StaffRowActions member={of} own={own} fetcher={fetcher} />;
}

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("a staff row's controls", () => {
  it("offers an invited account its role, deactivation and a new invitation", async () => {
    renderInPage(<Row of={member("invited")} />);
    expect(await screen.findByRole("combobox", { name: "Role of Terry Okafor" })).toHaveProperty("value", "technician");
    expect(buttons()).toEqual([
      "Change role of Terry Okafor",
      "Deactivate Terry Okafor",
      "Resend invitation to Terry Okafor",
    ]);
    const deactivate = screen.getByRole("button", { name: "Deactivate Terry Okafor" }).closest("form")!;
    expect(deactivate.querySelector<HTMLInputElement>("input[name=active]")!.value).toBe("false");
  });

  it("offers a deactivated account reactivation, and no invitation", async () => {
    renderInPage(<Row of={member("deactivated")} />);
    await screen.findByRole("button", { name: "Reactivate Terry Okafor" });
    expect(buttons()).toEqual(["Change role of Terry Okafor", "Reactivate Terry Okafor"]);
    const reactivate = screen.getByRole("button", { name: "Reactivate Terry Okafor" }).closest("form")!;
    expect(reactivate.querySelector<HTMLInputElement>("input[name=active]")!.value).toBe("true");
  });

  it("offers nothing on the signed-in admin's own row", async () => {
    renderInPage(<Row of={member("active")} own />);
    expect(await screen.findByText("This is you")).toBeDefined();
    expect(buttons()).toEqual([]);
  });
});
