import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './ErrorView.tsx';

interface Props {
  readonly children: ReactNode;
  /** What to show when the children fail; the error view by default. */
  readonly fallback?: (error: Error) => ReactNode;
}

/** Catches an island's render errors and shows the error view (status 500) instead of a blank. */
export class IslandBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(error)
    ) : (
      <ErrorView status={500} error={error} />
    );
  }
}
