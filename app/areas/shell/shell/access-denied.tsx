import { ShieldAlert } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { useGoBack } from "#app/ui/use-go-back.ts";

/** SPEC §2: what a signed-in user without the admin role sees on an admin-only page. */
export function AccessDenied() {
  const goBack = useGoBack();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="h-12 w-12 text-red-700 dark:text-red-400" />
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="text-slate-700 dark:text-slate-300">
        You don&apos;t have permission to access this page. This area is reserved for administrators.
      </p>
      <Button onClick={goBack}>Go Back</Button>
    </div>
  );
}
