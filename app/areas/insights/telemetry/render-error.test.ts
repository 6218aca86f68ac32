import { describe, expect, it } from "vitest";
import { renderErrorRecord } from "./render-error.ts";

describe("renderErrorRecord", () => {
  it("names the boundary in the message and keeps the route path and component stack with the stack", () => {
    const error = new Error("Cannot read properties of undefined (reading 'map')");
    const record = renderErrorRecord(error, {
      boundary: "React Error Boundary",
      routePath: "/shop/products",
      componentStack: "\n    at ProductList\n    at Shop",
    });
    expect(record).toEqual({
      type: "js_error",
      message: "React Error Boundary: Cannot read properties of undefined (reading 'map')",
      stack: `${error.stack}\n\nRoute: /shop/products\n\nComponent stack:\n    at ProductList\n    at Shop`,
    });
  });

  it("reports a route error without a component stack", () => {
    const record = renderErrorRecord("loader exploded", { boundary: "Route Error", routePath: "/about" });
    expect(record).toEqual({ type: "js_error", message: "Route Error: loader exploded", stack: "Route: /about" });
  });

  it("ignores a 404 or 403 response shown by the boundary", () => {
    // The shape React Router gives a boundary for a thrown data(..., {status}) response.
    const routeError = { status: 403, statusText: "Forbidden", internal: false, data: "access-denied" };
    expect(renderErrorRecord(routeError, { boundary: "Route Error", routePath: "/admin" })).toBeNull();
  });
});
