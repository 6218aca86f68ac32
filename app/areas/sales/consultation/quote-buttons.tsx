import { Button, type ButtonProps } from "#app/ui/button.tsx";
import type { CalculatorSnapshot } from "#app/areas/sales/leads/index.ts";
import { useConsultationModal } from "./consultation-modal-context.ts";
import { preloadConsultationModal } from "./consultation-modal.tsx";

type QuoteButtonProps = Omit<ButtonProps, "onClick" | "children">;

function ConsultationButton({
  label,
  calculatorSnapshot,
  ...props
}: QuoteButtonProps & { label: string; calculatorSnapshot?: CalculatorSnapshot }) {
  const { open } = useConsultationModal();
  return (
    <Button
      {...props}
      onClick={() => open(calculatorSnapshot && { calculatorSnapshot })}
      onPointerEnter={preloadConsultationModal}
      onFocus={preloadConsultationModal}
    >
      {label}
    </Button>
  );
}

/** Opens the consultation modal. */
export function GetFreeQuoteButton(props: QuoteButtonProps) {
  return <ConsultationButton {...props} label="Get Free Quote" />;
}

/** Opens the consultation modal. */
export function ScheduleConsultationButton(props: QuoteButtonProps) {
  return <ConsultationButton {...props} label="Schedule Consultation" />;
}

/** Opens the consultation modal from the shop, for a visitor unsure what to buy. */
export function AskUsButton(props: QuoteButtonProps) {
  return <ConsultationButton {...props} label="Not sure? Ask us" />;
}

/** Opens the consultation modal with a calculator's inputs and headline results attached to the request. */
export function GetExactQuoteButton({
  calculatorSnapshot,
  ...props
}: QuoteButtonProps & { calculatorSnapshot: CalculatorSnapshot }) {
  return <ConsultationButton {...props} calculatorSnapshot={calculatorSnapshot} label="Get an exact quote" />;
}
