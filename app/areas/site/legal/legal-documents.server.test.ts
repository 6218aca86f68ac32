import { describe, expect, it } from "vitest";
import { legalDocumentFor, loadLegalPage } from "./legal-documents.server.ts";

describe("legalDocumentFor", () => {
  it("finds each legal page by its path", () => {
    expect(legalDocumentFor("/privacy")?.title).toBe("Privacy Policy");
    expect(legalDocumentFor("/terms")?.title).toBe("Terms of Service");
    expect(legalDocumentFor("/accessibility/")?.slug).toBe("accessibility");
  });

  it("finds nothing elsewhere", () => {
    expect(legalDocumentFor("/cookies")).toBeNull();
    expect(legalDocumentFor("/")).toBeNull();
  });
});

describe("loadLegalPage", () => {
  it("gives each legal page its own title and canonical path", () => {
    expect(loadLegalPage("/privacy")?.meta).toMatchObject({
      title: "Privacy Policy | Shasta Sun Solar",
      path: "/privacy",
    });
    expect(loadLegalPage("/terms")?.meta).toMatchObject({
      title: "Terms of Service | Shasta Sun Solar",
      path: "/terms",
    });
    expect(loadLegalPage("/accessibility/")?.meta).toMatchObject({
      title: "Accessibility Statement | Shasta Sun Solar",
      path: "/accessibility",
    });
    expect(loadLegalPage("/cookies")).toBeNull();
  });
});
