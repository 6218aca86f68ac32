import { ShieldAlert } from "lucide-react";
import { useNavigate } from "react-router";
import { company } from "../../content/company.ts";
import { Button } from "../../ui/button.tsx";

/** The screen of a signed-in user without the role a page needs (SPEC §2), served with HTTP 403. */
export function AccessDenied() {
  const navigate = useNavigate();
  const goBack = () => {
    // Opened in a fresh tab there is nothing to go back to: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/");
  };
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
      {/* Rendered by the root error boundary, where no route's meta applies. */}
      <title>{`Access Denied | ${company.name}`}</title>
      <ShieldAlert aria-hidden className="h-12 w-12 text-red-700 dark:text-red-400" />
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="text-slate-700 dark:text-slate-300">
        You don&apos;t have permission to access this page. This area is reserved for administrators.
      </p>
      <Button onClick={goBack}>Go Back</Button>
    </div>
  );
}
