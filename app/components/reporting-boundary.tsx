// A React error boundary that tells the data layer what broke and draws its fallback instead.
import { Component, type ReactNode } from "react";
import { reportError } from "~/analytics/data-layer";

interface ReportingBoundaryProps {
  children: ReactNode;
  /** What stands in for the broken part; drawn only once it has failed. */
  fallback: () => ReactNode;
}

export class ReportingBoundary extends Component<ReportingBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
