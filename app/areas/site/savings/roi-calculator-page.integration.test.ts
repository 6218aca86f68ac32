import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlDocument } from "#tests/support/html-document.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";

/** The ROI calculator as the server renders it: what a visitor without JavaScript gets, and the first paint for all. */
const PATH = "/resources/roi-calculator";

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
  // The first request compiles the page's modules: a minute on a busy machine, so it is paid here, not by a test.
  await sendPage(server, PATH, "");
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function open(query = "") {
  const { status, text } = await sendPage(server, `${PATH}${query}`, "");
  const document = htmlDocument(text);
  return { status, document, text: document.body.textContent ?? "" };
}

const input = (document: Document, name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** The figure under a headline label in the "Your results" list. */
function headline(document: Document, label: string): string | undefined {
  const rows = Array.from(document.querySelectorAll('dl[aria-label="Your results"] > div'));
  return rows.find((row) => row.querySelector("dt")?.textContent?.includes(label))?.querySelector("dd")?.textContent;
}

describe("the ROI calculator page, rendered on the server", () => {
  it("corrects an out-of-range or bad URL value with a visible note, never an error", async () => {
    const { status, document, text } = await open("?bill=99999&orientation=north&degradation=abc");
    expect(status).toBe(200);
    expect(text).toContain("Average monthly bill: the highest we accept is 2,000, so we used it.");
    expect(text).toContain('Roof faces: "north" is not one of the choices, so we used the default.');
    expect(input(document, "bill").value).toBe("2000");
  });

  it("states the federal credit is gone and cites its sources with their review dates", async () => {
    const { document, text } = await open();
    expect(text).toMatch(/Federal residential clean energy credit \(IRC 25D\).*: \$0/);
    const method = document.getElementById("method")!;
    expect(method.querySelector("h2")?.textContent).toBe("How we calculate this");
    expect(method.textContent).toContain("as of November 2026");
    expect(method.textContent).toContain("last checked");
    expect(method.textContent).not.toContain("Re-check");
    expect(document.querySelector('[role="img"][aria-label^="Chart of cumulative cash flow"]')).not.toBeNull();
  });

  it("is a GET form whose query renders the result: a bill of 400 is kept and priced", async () => {
    const { document } = await open("?bill=400");
    const form = input(document, "bill").form!;
    expect(form.getAttribute("method")?.toLowerCase()).toBe("get");
    expect(Array.from(form.querySelectorAll("button")).map((button) => button.textContent)).toContain("Calculate");
    expect(input(document, "bill").value).toBe("400");
    expect(headline(document, "Year-one savings")).toMatch(/^\$[\d,]+$/);
  });

  it("takes a ZIP code's utility as a suggestion only, and says which utility the results are for", async () => {
    const { document, text } = await open("?place=96007&utility=reu");
    expect(document.querySelector<HTMLSelectElement>('select[name="utility"]')!.value).toBe("reu");
    expect(text).toMatch(/96007 is most likely served by PG&E\. This is a suggestion/);
    expect(text).toMatch(/These results are for Redding Electric Utility \(REU\): if PG&E is on your bill/);
  });
});
