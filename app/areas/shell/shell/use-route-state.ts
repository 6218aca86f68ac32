import { useCallback, useState, type SetStateAction } from "react";
import { useLocation } from "react-router";

/** State that returns to its initial value whenever the route changes (menus close on navigation). */
export function useRouteState<T extends string | boolean | null>(initial: T): [T, (next: SetStateAction<T>) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ value: initial, pathname });
  if (state.pathname !== pathname) setState({ value: initial, pathname });
  const setValue = useCallback(
    (next: SetStateAction<T>) =>
      setState((previous) => ({
        pathname: previous.pathname,
        value: typeof next === "function" ? next(previous.value) : next,
      })),
    [],
  );
  return [state.pathname === pathname ? state.value : initial, setValue];
}
