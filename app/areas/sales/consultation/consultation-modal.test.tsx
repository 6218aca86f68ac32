import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsultationModalProvider, useConsultationModal } from "./consultation-modal.tsx";

function Probe() {
  const modal = useConsultationModal();
  return <span>{modal.isOpen ? "open" : "closed"}</span>;
}

describe("useConsultationModal", () => {
  it("throws outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow(
      "useConsultationModal must be used within a ConsultationModalProvider",
    );
  });

  it("starts closed inside the provider", () => {
    expect(
      renderToString(
        <ConsultationModalProvider>
          <Probe />
        </ConsultationModalProvider>,
      ),
    ).toContain("closed");
  });
});
