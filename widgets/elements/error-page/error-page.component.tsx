import { useId, useRef, useState } from 'react';
import { useWidgets, usePageValue } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { DEFAULT_CODE, knownErrorCode } from '../../content/error-codes.ts';
import { useMessages } from '../../i18n/react.tsx';
import { errorPage } from '../../../protocol/locales/en-IN/errorPage.js';
import { queryParam, sameOriginPath } from '../../site/page-reads.ts';
import type { attributes } from './error-page.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

export { DEFAULT_CODE };
/** The technical details show this many characters of the browser agent. */
export const AGENT_CHARS = 50;
const MAX_TEXT = 200;

/** An attribute (the page author's text), trimmed and bounded; shown as text, never as markup. */
function own(attribute: string | undefined): string | null {
  const value = (attribute?.trim() ?? '').slice(0, MAX_TEXT);
  return value === '' ? null : value;
}

/**
 * The generic error screen (/error): code and message from the attributes (the page author's), else
 * a known `?code=` with its own message (the query's `message` is never shown), Try Again with a
 * retry address (one on this site; any other leads home), Go Home, Get Help, Report Issue, and a
 * disclosure with the technical details.
 */
export function ErrorPage({ code, message, retryHref }: ElementProps<typeof attributes>) {
  const { browser } = useWidgets();
  const m = useMessages('errorPage', errorPage);
  // The page's address, the time and the browser are known only in the browser: the build renders
  // the defaults and the browser fills them in right after hydrating.
  const queryCode = usePageValue(() => queryParam('code'), null);
  const errorCode = own(code) ?? knownErrorCode(queryCode) ?? DEFAULT_CODE;
  const errorMessage = own(message) ?? m[knownErrorCode(errorCode) ?? DEFAULT_CODE];
  // Only an address on this site may be followed: any other retry address leads home.
  const retry = usePageValue(() => {
    const retryGiven = retryHref?.trim() || queryParam('retry')?.trim();
    return retryGiven ? (sameOriginPath(retryGiven) ?? '/') : null;
  }, null);
  const shownAt = useRef<string | null>(null);
  const timestamp = usePageValue(() => (shownAt.current ??= browser.now().toISOString()), '');
  const agent = usePageValue(() => navigator.userAgent.slice(0, AGENT_CHARS), '');
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <section className="screen" part="panel" aria-labelledby="error-page-title">
      <p className="code">{errorCode}</p>
      <h1 id="error-page-title">{m.title}</h1>
      <p className="lead">{errorMessage}</p>
      <p className="safe">{m.safe}</p>
      <div className="actions">
        {retry && (
          <a className="button" part="button" href={retry}>
            {m.tryAgain}
          </a>
        )}
        <a className={retry ? 'button secondary' : 'button'} part="link" href="/">
          {m.goHome}
        </a>
        <a className="button secondary" part="link" href="/support">
          {m.getHelp}
        </a>
        <a className="button secondary" part="link" href="/contact">
          {m.report}
        </a>
      </div>
      <button
        type="button"
        className="details-toggle"
        part="details-toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? m.hideDetails : m.showDetails}
      </button>
      <div id={detailsId} className="panel details" part="details" hidden={!open}>
        <h2>{m.details}</h2>
        <dl className="facts">
          <div>
            <dt>{m.code}</dt>
            <dd>{errorCode}</dd>
          </div>
          <div>
            <dt>{m.message}</dt>
            <dd>{errorMessage}</dd>
          </div>
          <div>
            <dt>{m.time}</dt>
            <dd>
              <time dateTime={timestamp}>{timestamp}</time>
            </dd>
          </div>
          <div>
            <dt>{m.browser}</dt>
            <dd>{agent}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ErrorPage, () => Promise.all([import('../../site/error-screen.css'), import('./error-page.styles.css')]));
