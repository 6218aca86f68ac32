import { Phone } from "lucide-react";
import type { PhoneNumber } from "#app/content/company.ts";

/** A call button: the label from the content module, the number from the company facts. */
export function CallLink({ label, phone, className = "" }: { label: string; phone: PhoneNumber; className?: string }) {
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      <Phone aria-hidden="true" className="size-4" />
      <span>
        {label} <span className="whitespace-nowrap">{phone.display}</span>
      </span>
    </a>
  );
}
