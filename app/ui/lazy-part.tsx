import { Component, Suspense, lazy, type ComponentType, type JSX, type ReactNode } from "react";

/** A split-out chunk that did not arrive: offline, or replaced by a newer deploy. */
class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

interface LoadBoundaryProps {
  fallback: ReactNode;
  onChunkError: () => void;
  /** Called at each render, so a retry renders the fresh lazy component rather than the one that failed. */
  children: () => ReactNode;
}

/**
 * Catches only a failed chunk load, shows the fallback instead, and renders the part
 * again once the browser is back online. Any other error goes on to the route's boundary.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) {
      this.props.onChunkError();
      window.addEventListener("online", this.retry, { once: true });
    }
  }

  override componentWillUnmount() {
    window.removeEventListener("online", this.retry);
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error === null) return this.props.children();
    if (this.state.error instanceof ChunkLoadError) return this.props.fallback;
    throw this.state.error;
  }
}

/**
 * React.lazy for parts of a page that are not in its first load (dialogs, the toast region,
 * the carousel). React.lazy remembers a failed import forever, and its error would take the
 * whole layout down; a lazy part shows its fallback instead and fetches again when it is
 * shown again or the browser comes back online.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const loadOrFail = () =>
    load().catch((cause: unknown) => {
      throw new ChunkLoadError("A part of the page could not be loaded", { cause });
    });
  let Loaded = lazy(loadOrFail);
  const startOver = () => {
    Loaded = lazy(loadOrFail);
  };

  /** `fallback` shows while the code loads; `failed` (by default the same) if it cannot be loaded. */
  function LazyPart({
    fallback = null,
    failed = fallback,
    ...props
  }: P & { fallback?: ReactNode; failed?: ReactNode }) {
    return (
      <LoadBoundary fallback={failed} onChunkError={startOver}>
        {() => (
          <Suspense fallback={fallback}>
            <Loaded {...(props as JSX.IntrinsicAttributes & P)} />
          </Suspense>
        )}
      </LoadBoundary>
    );
  }
  /** Fetches the code ahead of a likely use; a failure here is retried when the part is shown. */
  LazyPart.preload = () => {
    load().catch(() => undefined);
  };
  return LazyPart;
}
