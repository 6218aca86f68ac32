import { Suspense, useContext, useEffect, useId, useMemo, useState, type ReactNode } from "react";
// The router's state, read from its context: the hooks that give it refuse to run outside a data router (the
// markup tests render pages in a MemoryRouter), where there is no navigation state to follow.
import { UNSAFE_DataRouterStateContext, useLocation } from "react-router";

/** How far below (or above) the viewport a part starts hydrating, so it answers by the time it is seen. */
const AHEAD = "600px";

/** Opens when the part's server-rendered element nears the viewport, or when `openNow` is called. */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow(): void;
}

function gateFor(element: Element): Gate {
  let resolve!: () => void;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.openNow();
    },
    { rootMargin: `${AHEAD} 0px` },
  );
  const gate: Gate = {
    open: false,
    opened: new Promise<void>((done) => (resolve = done)),
    openNow() {
      if (gate.open) return;
      gate.open = true;
      observer.disconnect();
      resolve();
    },
  };
  observer.observe(element);
  return gate;
}

function Deferred({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // Suspending while the page hydrates leaves React's boundary as the server sent it (decision 0148).
  if (gate && !gate.open) throw gate.opened;
  return children;
}

/**
 * A part of a server-rendered page that React hydrates only when it comes near the viewport: until then it is the
 * server's HTML, whose links and no-JavaScript forms work as they do without script. Rendered in the browser (a
 * client-side navigation), it is an ordinary part.
 */
export function HydrateOnSight({ children }: { children: ReactNode }) {
  const id = useId();
  const [gate] = useState(() => {
    if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return null;
    const serverRendered = document.querySelector(`[data-hydrate-on-sight="${CSS.escape(id)}"]`);
    return serverRendered ? gateFor(serverRendered) : null;
  });
  const [open, setOpen] = useState(gate === null);
  // A navigation or a revalidation changes the router's state, and React treats an unhydrated boundary below a
  // changed context as one that received an update: it would replace it by its empty fallback. Opened during this
  // render, the gate lets React hydrate the part in that same update instead.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const busy = routerState && (routerState.navigation.state !== "idle" || routerState.revalidation !== "idle");
  if (busy || key !== firstKey) gate?.openNow();
  useEffect(() => {
    void gate?.opened.then(() => setOpen(true));
  }, [gate]);
  // Until it opens, the boundary gets the same element at every render: React replaces an unhydrated boundary that
  // receives new props by its (empty) fallback.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const closed = useMemo(() => boundary(gate, children), [gate]);
  return <div data-hydrate-on-sight={id}>{open ? boundary(null, children) : closed}</div>;
}

function boundary(gate: Gate | null, children: ReactNode) {
  return (
    <Suspense fallback={null}>
      <Deferred gate={gate}>{children}</Deferred>
    </Suspense>
  );
}
