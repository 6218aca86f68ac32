import { describe, expect, it } from "vitest";
import { company } from "./company.ts";
import { buildLegalDocuments } from "./legal.ts";

const allText = (legalName: string) =>
  buildLegalDocuments({ ...company, legalName })
    .flatMap((document) => document.sections.flatMap((section) => section.paragraphs))
    .join("\n");

describe("legal documents", () => {
  it("end a sentence on a legal name with one full stop, whether or not the name ends in one", () => {
    expect(allText("Shasta Sun Solar, Inc.")).not.toMatch(/\.\./);
    expect(allText("Shasta Sun Solar, Inc.")).toContain("operated by Shasta Sun Solar, Inc. By using the site");
    expect(allText("Shasta Sun Solar LLC")).toContain("operated by Shasta Sun Solar LLC. By using the site");
  });
});
