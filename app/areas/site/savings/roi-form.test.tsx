import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { incentives } from "#app/content/solar-incentives.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { RoiForm } from "./roi-form.tsx";
import { parseRoiQuery } from "#app/areas/energy/index.ts";

const noInput = () => undefined;
const render = (query: string) =>
  renderToString(<RoiForm query={parseRoiQuery(new URLSearchParams(query))} action="/" onInput={noInput} />);

describe("RoiForm", () => {
  it("offers the SGIP box to exactly the customers of the utilities the incentive lists", () => {
    const sgip = incentives.find((incentive) => incentive.id === "sgip-general-market")!;
    for (const utility of utilityIds) {
      expect(render(`utility=${utility}`).includes('name="sgip"'), utility).toBe(sgip.utilities.includes(utility));
    }
  });
});
