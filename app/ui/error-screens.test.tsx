import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppErrorBoundary } from "./app-error-boundary.tsx";
import { ErrorDisplay } from "./error-display.tsx";
import { LoadingScreen } from "./loading-screen.tsx";

const noop = () => undefined;

describe("AppErrorBoundary", () => {
  it("renders its children while nothing has failed", () => {
    const boundary = new AppErrorBoundary({ children: <p>All good</p> });
    expect(renderToString(<>{boundary.render()}</>)).toBe("<p>All good</p>");
  });

  it("replaces a failed subtree with the general error and a Retry that resets it", () => {
    const boundary = new AppErrorBoundary({ children: <p>All good</p> });
    boundary.state = AppErrorBoundary.getDerivedStateFromError(new Error("render failed"));
    const html = renderToString(<>{boundary.render()}</>);
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toContain("An unexpected error occurred");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain("All good");
    expect(html).not.toContain("render failed");

    let next: unknown;
    boundary.setState = (state) => {
      next = state;
    };
    boundary.reset();
    expect(next).toEqual({ error: null });
  });

  it("wraps thrown non-errors", () => {
    expect(AppErrorBoundary.getDerivedStateFromError("boom").error?.message).toBe("boom");
  });
});

describe("ErrorDisplay", () => {
  it("inline: an alert with its title, message and Retry", () => {
    const html = renderToString(
      <ErrorDisplay variant="inline" title="Could not load" message="Try later" onRetry={noop} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("Could not load");
    expect(html).toContain("Try later");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
  });

  it("full: a page heading and the extra actions", () => {
    const html = renderToString(
      <ErrorDisplay variant="full" title="Page Error" message="Broken" actions={<a href="/">Go Home</a>} />,
    );
    expect(html).toMatch(/<h1[^>]*>Page Error<\/h1>/);
    expect(html).toContain('<a href="/">Go Home</a>');
    expect(html).not.toContain("Retry");
  });

  it("compact: a small alert, Retry only when asked for", () => {
    const html = renderToString(<ErrorDisplay variant="compact" title="Offline" message="No data" />);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("Retry");
    expect(renderToString(<ErrorDisplay variant="compact" title="Offline" message="No data" onRetry={noop} />)).toMatch(
      /<button[^>]*>Retry<\/button>/,
    );
  });
});

describe("LoadingScreen", () => {
  it("animates the word Loading and tells screen readers 'Loading...'", () => {
    const html = renderToString(<LoadingScreen />);
    expect(html).toContain('role="status"');
    expect(html.match(/<span[^>]*animate-bounce[^>]*>\w<\/span>/g)?.length).toBe("Loading".length);
    expect(html).toMatch(/<p class="sr-only">Loading...<\/p>/);
  });

  it("shows a page's own message", () => {
    expect(renderToString(<LoadingScreen label="Loading Cart..." />)).toMatch(
      /<p class="[^"]*text-slate-700[^"]*">Loading Cart...<\/p>/,
    );
  });
});
