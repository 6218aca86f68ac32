import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { DemoDataNotice } from "./demo-data-notice.tsx";

it("says the database holds demo data, as a note, only while it does", () => {
  const html = renderToString(<DemoDataNotice shown />);
  expect(html).toMatch(/^<p role="note"/);
  expect(html).toContain("This database holds demo data");
  expect(renderToString(<DemoDataNotice shown={false} />)).toBe("");
});
