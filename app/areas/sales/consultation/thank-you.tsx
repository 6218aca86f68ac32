import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { bookingLink } from "#app/content/self-service-links.ts";
import { Button } from "#app/ui/button.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { useOpenConsultationModal } from "./consultation-modal-context.ts";

/** Shown after a request is stored: its reference and when to expect contact. */
export function ThankYou({ reference, onSubmitAnother }: { reference: string; onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // In the modal, following the link closes it; on the request page there is nothing to close.
  const leave = useOpenConsultationModal()?.close;
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden className="h-12 w-12 text-green-700 dark:text-green-400" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Thank You!
      </h2>
      <p>
        Your request has been received. Your reference number is <strong>{reference}</strong>.
      </p>
      <p>We&apos;ll contact you within 24 hours on business days.</p>
      <p>
        Rather pick the time yourself?{" "}
        <Link to={bookingLink.to} onClick={leave} className={textLinkClass}>
          {bookingLink.label}
        </Link>
      </p>
      <Button onClick={onSubmitAnother} className="mt-2">
        Submit Another Request
      </Button>
    </div>
  );
}
