import { Component, type ReactNode } from 'react';
import { logOnce } from '../../../core/log';

interface Props {
  /** The widget's tag, for the log line. */
  tag: string;
  /** Called once the boundary caught, to put the server's fallback content back. */
  onFailure?: () => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Contains a widget's failure: it renders nothing, logs `[rove]` once, and lets the
 * element restore its server-rendered fallback. The page and the other widgets go on.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logOnce(
      'error',
      `boundary:${this.props.tag}`,
      `<${this.props.tag}> failed and shows its fallback`,
      error,
    );
    this.props.onFailure?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
