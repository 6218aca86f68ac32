import { Component, type ReactNode } from "react";
import { ErrorDisplay, type ErrorDisplayVariant } from "./error-display.tsx";

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** How the error shows: the whole page, or inline within a section. */
  variant?: ErrorDisplayVariant;
}

interface State {
  error: Error | null;
}

/** SPEC §2 general error boundary: catches a render error below it; Retry renders the children again. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  reset = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorDisplay
        variant={this.props.variant ?? "full"}
        title="Something went wrong"
        message="An unexpected error occurred"
        onRetry={this.reset}
      />
    );
  }
}
