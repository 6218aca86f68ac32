import { Dialog } from "radix-ui";
import { DialogCloseButton } from "#app/ui/dialog-close-button.tsx";
import type { CalculatorSnapshot } from "#app/areas/sales/leads/index.ts";
import { ConsultationFormPart } from "./consultation-form-part.tsx";

/** The modal itself (Radix Dialog and the form), fetched when it first opens or a button is hovered or focused. */
export default function ConsultationDialog({
  isOpen,
  setOpen,
  calculatorSnapshot,
}: {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  calculatorSnapshot?: CalculatorSnapshot;
}) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[92vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="grid gap-1 pr-8">
            <Dialog.Title className="text-xl font-bold">Get Your Free Solar Consultation</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
              Tell us about your property and what you need. We&apos;ll contact you within 24 hours on business days.
            </Dialog.Description>
          </div>
          <ConsultationFormPart source="consultation_modal" calculatorSnapshot={calculatorSnapshot} />
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
