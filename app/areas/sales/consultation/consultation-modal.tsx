import { useMemo, useState, type ReactNode } from "react";
import type { CalculatorSnapshot } from "#app/areas/sales/leads/index.ts";
import { ConsultationForm } from "./consultation-form-lazy.ts";
import { ConsultationModalContext } from "./consultation-modal-context.ts";
import { ConsultationDialog } from "./consultation-parts.ts";

/** Fetches the modal's code ahead of a likely click; the page itself never carries it. */
export const preloadConsultationModal = () => {
  ConsultationDialog.preload();
  ConsultationForm.preload();
};

/**
 * One consultation modal for the whole site, opened by every Get Free Quote and
 * Schedule Consultation button. The Thank You screen shows inside it with the
 * reference; closing the modal discards the form, so it opens fresh next time.
 */
export function ConsultationModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [calculatorSnapshot, setCalculatorSnapshot] = useState<CalculatorSnapshot | undefined>();
  const modal = useMemo(
    () => ({
      isOpen,
      open: (attachment?: { calculatorSnapshot: CalculatorSnapshot }) => {
        setCalculatorSnapshot(attachment?.calculatorSnapshot);
        setEverOpened(true);
        setOpen(true);
      },
      close: () => setOpen(false),
    }),
    [isOpen],
  );
  return (
    <ConsultationModalContext.Provider value={modal}>
      {children}
      {everOpened && <ConsultationDialog isOpen={isOpen} setOpen={setOpen} calculatorSnapshot={calculatorSnapshot} />}
    </ConsultationModalContext.Provider>
  );
}
