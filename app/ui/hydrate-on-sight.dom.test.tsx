import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateOnSight } from "./hydrate-on-sight.tsx";

/** The observers the part starts, so a test can say when it comes near the viewport. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers = observers.filter((one) => one !== this.entry);
  }
}

function comeIntoView() {
  for (const { callback, targets } of observers) {
    callback(
      targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

/** A counter: its button counts only once React has hydrated it. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count}
    </button>
  );
}

function router() {
  return createMemoryRouter([
    {
      path: "/",
      Component: () => (
        <>
          <Outlet />
          <HydrateOnSight>
            <Counter />
          </HydrateOnSight>
        </>
      ),
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        { path: "next", Component: () => <h1>Next</h1> },
      ],
    },
  ]);
}

/** The page as the server sends it, then hydrated by React as the browser does. */
async function serverRenderedThenHydrated() {
  const html = renderToString(<RouterProvider router={router()} />);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const browserRouter = router();
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={browserRouter} />);
  });
  const button = () => container.querySelector("button")!;
  return { container, button, browserRouter };
}

describe("HydrateOnSight", () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    observers = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("keeps the server's HTML unhydrated until the part comes near the viewport, then hydrates it in place", async () => {
    const { button } = await serverRenderedThenHydrated();
    const serverButton = button();
    expect(serverButton.textContent).toBe("Pressed 0");

    await act(async () => serverButton.click());
    expect(button().textContent).toBe("Pressed 0");

    await act(async () => comeIntoView());
    expect(button()).toBe(serverButton);
    await act(async () => button().click());
    expect(button().textContent).toBe("Pressed 1");
  });

  it("hydrates the part, rather than emptying it, when a navigation happens before it was seen", async () => {
    const { container, button, browserRouter } = await serverRenderedThenHydrated();
    const serverButton = button();

    await act(async () => browserRouter.navigate("/next"));
    expect(container.querySelector("h1")?.textContent).toBe("Next");
    expect(button()).toBe(serverButton);
    await act(async () => button().click());
    expect(button().textContent).toBe("Pressed 1");
  });

  it("is an ordinary part when the browser renders it", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(container).render(<RouterProvider router={router()} />));
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("button")!.textContent).toBe("Pressed 1");
    expect(observers).toHaveLength(0);
  });
});
