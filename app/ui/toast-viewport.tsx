import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "./toast.tsx";

const TOAST_DURATION_MS = 5000;

/** The Radix toast region and the current toasts, at the top of the page's content; loaded on demand by `Toaster`. */
export default function ToastViewport() {
  const current = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notifications">
      {current.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={[
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-in data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            item.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
          ].join(" ")}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 inline-flex h-6 w-6 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* In the page's flow, not floating over it: a toast pushes the page down instead of covering its controls. */}
      <Toast.Viewport className="mx-auto flex w-full max-w-5xl flex-col gap-2 px-4 outline-none has-[li[data-state=open]]:py-3" />
    </Toast.Provider>
  );
}
