import { Link, useRevalidator } from "react-router";
import { Button, buttonClass } from "./button.tsx";
import { ErrorDisplay } from "./error-display.tsx";
import { useGoBack } from "./use-go-back.ts";

/** SPEC §2 route error: Try Again reloads the page's data and re-renders it, Go Back, Go Home. */
export function RouteErrorScreen({ message = "This page encountered an error" }: { message?: string }) {
  const revalidator = useRevalidator();
  const goBack = useGoBack();
  return (
    <ErrorDisplay
      variant="full"
      title="Page Error"
      message={message}
      actions={
        <>
          <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            Try Again
          </Button>
          <Button variant="secondary" onClick={goBack}>
            Go Back
          </Button>
          <Link to="/" className={buttonClass("secondary")}>
            Go Home
          </Link>
        </>
      }
    />
  );
}
