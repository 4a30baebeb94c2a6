import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/feedback/error-screen';
import { paths } from '../config/paths';
import { getRetryCount, recordRetry, resetRetries } from '../lib/error-retries';

interface State {
  error: Error | null;
}

/** Last line of defence above the router: Try Again reloads the page, Go to Home opens `/`. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] unhandled error', error, info.componentStack);
  }

  private retry = () => {
    recordRetry(window.location.pathname);
    window.location.reload();
  };

  private home = () => {
    resetRetries();
    window.location.assign(paths.root.getHref());
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        retries={getRetryCount(window.location.pathname)}
        onRetry={this.retry}
        onHome={this.home}
        details={`${this.state.error.name}: ${this.state.error.message}`}
      />
    );
  }
}
