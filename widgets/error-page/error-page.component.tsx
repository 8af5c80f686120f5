import { useId, useState } from 'react';
import type { ElementProps } from '../core/element/define.tsx';
import { browser, queryParam, sameOriginPath } from '../site/browser.ts';
import type { attributes } from './error-page.element.ts';

/** SPEC §2: the defaults when no code or message is given. */
export const DEFAULT_CODE = 'UNKNOWN_ERROR';
export const DEFAULT_MESSAGE = 'Something unexpected happened';
/** SPEC §9: the technical details show this many characters of the browser agent. */
export const AGENT_CHARS = 50;
const MAX_TEXT = 200;

/** An attribute, else the query parameter, trimmed and bounded; shown as text, never as markup. */
function pick(attribute: string | undefined, query: string): string | null {
  const value = (attribute?.trim() || queryParam(query)?.trim() || '').slice(0, MAX_TEXT);
  return value === '' ? null : value;
}

/**
 * SPEC §2's generic error screen (/error): code and message from the attributes or the query
 * (`?code=&message=&retry=`), Try Again only with a same-site retry address, Go Home, Get Help,
 * Report Issue, and a disclosure with the technical details.
 */
export function ErrorPage({ code, message, retryHref }: ElementProps<typeof attributes>) {
  const errorCode = pick(code, 'code') ?? DEFAULT_CODE;
  const errorMessage = pick(message, 'message') ?? DEFAULT_MESSAGE;
  // Only an address on this site may be retried: no other origin, no javascript: URLs.
  const retry = sameOriginPath(retryHref?.trim() || queryParam('retry'));
  const [timestamp] = useState(() => browser.now().toISOString());
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <section className="screen" part="panel" aria-labelledby="error-page-title">
      <p className="code">{errorCode}</p>
      <h1 id="error-page-title">Oops! Something Went Wrong</h1>
      <p className="lead">{errorMessage}</p>
      <p className="safe">Your data is safe, and our team has been notified.</p>
      <div className="actions">
        {retry && (
          <a className="button" part="button" href={retry}>
            Try Again
          </a>
        )}
        <a className={retry ? 'button secondary' : 'button'} part="link" href="/">
          Go Home
        </a>
        <a className="button secondary" part="link" href="/support">
          Get Help
        </a>
        <a className="button secondary" part="link" href="/contact">
          Report Issue
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
        {open ? 'Hide technical details' : 'Show technical details'}
      </button>
      <div id={detailsId} className="panel details" part="details" hidden={!open}>
        <h2>Technical details</h2>
        <dl className="facts">
          <div>
            <dt>Error code</dt>
            <dd>{errorCode}</dd>
          </div>
          <div>
            <dt>Message</dt>
            <dd>{errorMessage}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>
              <time dateTime={timestamp}>{timestamp}</time>
            </dd>
          </div>
          <div>
            <dt>Browser</dt>
            <dd>{navigator.userAgent.slice(0, AGENT_CHARS)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
