import { Button, type ButtonProps } from "../../ui/button.tsx";
import { preloadConsultationModal, useConsultationModal } from "./consultation-modal.tsx";

type QuoteButtonProps = Omit<ButtonProps, "onClick" | "children">;

function ConsultationButton({ label, ...props }: QuoteButtonProps & { label: string }) {
  const { open } = useConsultationModal();
  return (
    <Button {...props} onClick={open} onPointerEnter={preloadConsultationModal} onFocus={preloadConsultationModal}>
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
