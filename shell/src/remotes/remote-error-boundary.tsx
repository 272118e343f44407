import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@journeys/shared/contracts';
import { reportRemoteFailure } from './remote-failure-report';

interface Props {
  /** The remote rendered inside, named in the failure report. */
  remote: RemoteName;
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Third layer: a remote that loads but throws while rendering stays inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] a remote failed while rendering', error);
    reportRemoteFailure(this.props.remote, 'render');
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
