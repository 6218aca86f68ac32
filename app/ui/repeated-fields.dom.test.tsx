import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormInput } from "./form-inputs.tsx";
import { RepeatedFields } from "./repeated-fields.tsx";

const user = userEvent.setup();

function Parts({ parts, min, max }: { parts: { name: string }[]; min?: number; max?: number }) {
  const form = useForm({ defaultValues: { parts } });
  return (
    <FormProvider {...form}>
      <form>
        <RepeatedFields
          name="parts"
          legend="Parts used"
          entry={["a", "part"]}
          blank={{ name: "" }}
          min={min}
          max={max}
          empty="No part used."
        >
          {(prefix) => <FormInput name={`${prefix}name`} label="Part name" />}
        </RepeatedFields>
      </form>
    </FormProvider>
  );
}

describe("RepeatedFields", () => {
  it("numbers each entry, removes the one asked and adds a blank one", async () => {
    render(<Parts parts={[{ name: "Fuse" }, { name: "Breaker" }]} />);
    expect(screen.getByRole("group", { name: "Part 2" })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Remove part 1" }));
    expect(screen.getAllByLabelText("Part name").map((input) => (input as HTMLInputElement).value)).toEqual([
      "Breaker",
    ]);
    await user.click(screen.getByRole("button", { name: "Add a part" }));
    expect(screen.getAllByLabelText("Part name").map((input) => (input as HTMLInputElement).value)).toEqual([
      "Breaker",
      "",
    ]);
  });

  it("keeps the fewest entries the form needs and offers no more than the most", () => {
    render(<Parts parts={[{ name: "Fuse" }]} min={1} max={1} />);
    expect(screen.queryByRole("button", { name: "Remove part 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a part" })).toBeNull();
  });

  it("says when there is no entry", () => {
    render(<Parts parts={[]} />);
    expect(screen.getByText("No part used.")).toBeDefined();
  });
});
