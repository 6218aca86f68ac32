import { createContext, useContext } from "react";
import type { CalculatorSnapshot } from "#app/areas/sales/leads/index.ts";

// The modal's state, apart from its provider: the form inside the modal reads it, and the provider renders the form.
export interface ConsultationModal {
  isOpen: boolean;
  /** Opens the form; a calculator's snapshot goes with the request, and is dropped by the next plain open. */
  open: (attachment?: { calculatorSnapshot: CalculatorSnapshot }) => void;
  close: () => void;
}

export const ConsultationModalContext = createContext<ConsultationModal | null>(null);

export function useConsultationModal(): ConsultationModal {
  const modal = useContext(ConsultationModalContext);
  if (!modal) throw new Error("useConsultationModal must be used within a ConsultationModalProvider");
  return modal;
}

/** The modal when inside its provider, else null: for parts shown both in the modal and on a page of their own. */
export function useOpenConsultationModal(): ConsultationModal | null {
  return useContext(ConsultationModalContext);
}
