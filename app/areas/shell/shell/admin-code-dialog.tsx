import { useState, type FormEvent } from "react";
import { Dialog } from "radix-ui";
import { useNavigate } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { DialogCloseButton } from "#app/ui/dialog-close-button.tsx";

/** SPEC §9: the admin code is 4 characters. */
const ADMIN_CODE_LENGTH = 4;
const WRONG_CODE = "Invalid admin code";

/**
 * SPEC §2 footer Admin dialog, loaded when the footer's Admin button is pressed. The server checks the code (and
 * rate-limits it); a verified code only opens the admin CRM page, which still requires an admin session.
 */
export default function AdminCodeDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecking(true);
    try {
      await apiRequest("POST", "/api/admin/access-code", { code });
      onClose();
      void navigate("/admin-crm");
    } catch (error) {
      // Too many attempts is not a wrong code: say what the server said.
      window.alert(error instanceof ApiError && error.status === 429 ? error.serverMessage(WRONG_CODE) : WRONG_CODE);
    } finally {
      setChecking(false);
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-bold">Admin Access</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Enter the 4-character admin code.
          </Dialog.Description>
          <form method="post" onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
            <Field label="Admin code">
              <input
                type="password"
                name="code"
                required
                maxLength={ADMIN_CODE_LENGTH}
                autoComplete="off"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={inputClass}
              />
            </Field>
            <Button type="submit" disabled={checking}>
              Access Dashboard
            </Button>
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
