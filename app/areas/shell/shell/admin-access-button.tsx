import { useRef, useState } from "react";
import { lazyPart } from "#app/ui/lazy-part.tsx";

const AdminCodeDialog = lazyPart(() => import("./admin-code-dialog.tsx"));

/** The footer's Admin button; the dialog's code is fetched only when someone presses it. */
export function AdminAccessButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="min-h-6 rounded text-sm text-slate-300 underline-offset-2 hover:text-white hover:underline"
      >
        Admin
      </button>
      {open && (
        <AdminCodeDialog
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
