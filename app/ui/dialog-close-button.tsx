import { X } from "lucide-react";
import { Dialog } from "radix-ui";

/** The × in the top-right corner of a Radix dialog. */
export function DialogCloseButton() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="absolute right-3 top-3 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <X aria-hidden className="h-5 w-5" />
    </Dialog.Close>
  );
}
