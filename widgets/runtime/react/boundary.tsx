import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The element's tag, named in the console message. */
  tag: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * the generic render-failure screen: replaces an element whose rendering fails; Try Again
 * clears the error and renders the element again. The error goes to the console.
 */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`<${this.props.tag}> failed to render`, error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className="render-failure" role="alert" aria-labelledby="render-failure-title" part="error">
        <h2 id="render-failure-title">Something went wrong</h2>
        <p>We encountered an unexpected error. Our team has been notified and is working on a fix.</p>
        <div className="row">
          <button type="button" className="button" onClick={this.retry}>
            Try Again
          </button>
          <a href="/">Home</a>
          <a href="/support">Support</a>
        </div>
      </section>
    );
  }
}
