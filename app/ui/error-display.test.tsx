import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorDisplay } from "./error-display.tsx";

const noop = () => undefined;

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
