import { useNavigate, useRevalidator } from "react-router";

/**
 * After signing in or out through the API: go on to `to`, then reload every
 * loader (the root's user included, which a plain navigation would keep).
 */
export function useSessionChange() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async (to: string) => {
    await navigate(to, { replace: true });
    await revalidate();
  };
}
