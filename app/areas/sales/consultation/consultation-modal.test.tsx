import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useConsultationModal } from "./consultation-modal-context.ts";
import { ConsultationModalProvider } from "./consultation-modal.tsx";

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
