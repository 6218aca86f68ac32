import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ACCESS_DENIED_DATA } from "#app/lib/access-denied.ts";
import { RootErrorBoundary } from "./root-error-boundary.tsx";

const Page = () => <p>The page itself</p>;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: Outlet,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        path: "missing",
        Component: Page,
        loader: () => {
          throw data(null, { status: 404 });
        },
      },
      {
        path: "admin-only",
        Component: Page,
        loader: () => {
          throw data(ACCESS_DENIED_DATA, { status: 403 });
        },
      },
      {
        path: "other-403",
        Component: Page,
        loader: () => {
          throw data("blocked by something else", { status: 403 });
        },
      },
      {
        path: "broken",
        Component: Page,
        loader: () => {
          throw new Error("database unavailable");
        },
      },
    ],
  },
];

/** Server-renders a path the way React Router's SSR does, loader errors included. */
async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("RootErrorBoundary", () => {
  it("shows the not-found card for a 404", async () => {
    const html = await render("/missing");
    expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect(text(html)).toContain("Did you forget to add the page to the router?");
    expect(html).not.toContain("Page Error");
  });

  it("shows Access Denied with a Go Back button for the page access check's 403", async () => {
    const html = await render("/admin-only");
    expect(html).toMatch(/<h1[^>]*>Access Denied<\/h1>/);
    expect(text(html)).toContain(
      "You don't have permission to access this page. This area is reserved for administrators.",
    );
    expect(html).toMatch(/<button[^>]*>Go Back<\/button>/);
  });

  it("shows the route error screen for any other error, without its detail", async () => {
    for (const path of ["/broken", "/other-403"]) {
      const html = await render(path);
      expect(html).toMatch(/<h1[^>]*>Page Error<\/h1>/);
      expect(text(html)).toContain("This page encountered an error");
      expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
      expect(html).toMatch(/<button[^>]*>Go Back<\/button>/);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
      expect(html).not.toContain("database unavailable");
      expect(html).not.toContain("Access Denied");
      expect(html).not.toContain("The page itself");
    }
  });
});
