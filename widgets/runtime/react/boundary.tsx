import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../../i18n/react.tsx';
import { common } from '../../../protocol/locales/en-IN/common.js';

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
    return <RenderFailure retry={this.retry} />;
  }
}

/** The render-failure screen, in the element's language. */
function RenderFailure({ retry }: { retry: () => void }) {
  const m = useMessages('common', common);
  return (
    <section className="render-failure" role="alert" aria-labelledby="render-failure-title" part="error">
      <h2 id="render-failure-title">{m.renderFailedTitle}</h2>
      <p>{m.renderFailedText}</p>
      <div className="row">
        <button type="button" className="button" onClick={retry}>
          {m.tryAgain}
        </button>
        <a href="/">{m.home}</a>
        <a href="/support">{m.support}</a>
      </div>
    </section>
  );
}
