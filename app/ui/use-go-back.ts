import { useNavigate } from "react-router";

/**
 * History back, as the error screens' Go Back buttons do. Inside the app's own history the router goes back;
 * after a full page load (idx 0) the browser goes back if the tab has somewhere to go; a page opened in a new tab
 * goes home instead.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else void navigate("/");
  };
}
