import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  onError: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Catches what a remote throws while rendering, so that only its area degrades. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
