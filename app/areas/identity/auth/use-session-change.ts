import { useNavigate, useRevalidator } from "react-router";
import { toast, type ToastInput } from "#app/ui/toast.tsx";

/**
 * After signing in or out through the API: go on to `to`, say so, and reload every loader (the root's user included,
 * which a plain navigation would keep). The toast waits for the page it greets: shown before, its 5 s could run out
 * on the way on a slow connection; it does not wait for the reload, which another navigation may cut short.
 */
export function useSessionChange() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async (to: string, done: ToastInput) => {
    await navigate(to, { replace: true });
    toast(done);
    await revalidate();
  };
}
