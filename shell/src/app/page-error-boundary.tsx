import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/error-page';

interface Props {
  /** A new value (the next address) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** docs/product.md §2: a page that fails while rendering shows the 'Unexpected Application Error' page. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] a page failed while rendering', error);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorPage detail={this.state.error.message} /> : this.props.children;
  }
}
