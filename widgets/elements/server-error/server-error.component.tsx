import { useEffect, useRef, useState } from 'react';
import { useWidgets } from '../../runtime/react/context.ts';
import { useApi } from '../../runtime/react/use-api.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { sameOriginPath } from '../../site/page-reads.ts';
import type { attributes } from './server-error.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/** Reload Page stays locked for 2 seconds. */
export const RETRY_LOCK_MS = 2000;

/** Where Reload Page goes once the service answers: return-href, the page that failed, else home. */
function returnTarget(returnHref: string | undefined, homeHref: string): string {
  const own = sameOriginPath(returnHref);
  if (own) return own;
  const referrer = sameOriginPath(document.referrer);
  return referrer && new URL(referrer, location.href).pathname !== location.pathname ? referrer : homeHref;
}

/**
 * the 500 screen. Reload Page locks for 2 seconds ('Refreshing...') and counts the attempt;
 * then it asks GET /api/health: when the service answers, it goes back to the page that failed
 * (or home), otherwise it unlocks and says so. It never reloads during the lock.
 */
export function ServerError({ returnHref, homeHref, helpHref }: ElementProps<typeof attributes>) {
  const { browser } = useWidgets();
  const api = useApi();
  const [locked, setLocked] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [note, setNote] = useState('');
  const timer = useRef<number | null>(null);
  const home = homeHref;

  useEffect(
    () => () => {
      if (timer.current !== null) browser.clearTimeout(timer.current);
    },
    [],
  );

  const reload = () => {
    if (locked) return;
    setLocked(true);
    setAttempts((count) => count + 1);
    setNote('');
    timer.current = browser.setTimeout(async () => {
      timer.current = null;
      const healthy = await api.health().then(
        () => true,
        () => false,
      );
      if (healthy) {
        setNote('We’re back up. Taking you there now…');
        browser.navigate(returnTarget(returnHref, home));
        return;
      }
      setLocked(false);
      setNote('We’re still working on it. Please try again in a moment.');
    }, RETRY_LOCK_MS);
  };

  return (
    <section className="screen" part="panel" aria-labelledby="server-error-title">
      <p className="code">Error 500</p>
      <h1 id="server-error-title">Server Error – We're Healing Things Up</h1>
      <p className="lead">Our servers hit a problem and our engineers are already on it. Your data is safe. Please try again in a few minutes.</p>
      <div className="actions">
        <button type="button" className="button" part="button" aria-disabled={locked} onClick={reload}>
          {locked ? 'Refreshing...' : 'Reload Page'}
        </button>
        <a className="button secondary" part="link" href={home}>
          Homepage
        </a>
        <a className="button secondary" part="link" href={helpHref}>
          Get Help
        </a>
      </div>
      <p className="note" role="status">
        {attempts > 0 ? `Retry attempt: ${attempts}` : ''}
        {note ? ` — ${note}` : ''}
      </p>
      <StatusPanel />
    </section>
  );
}

/** The static status panel */
function StatusPanel() {
  return (
    <section className="panel" part="status" aria-labelledby="server-status-title">
      <h2 id="server-status-title">System status</h2>
      <dl className="facts">
        <div>
          <dt>Database</dt>
          <dd className="state-work">Maintenance</dd>
        </div>
        <div>
          <dt>API services</dt>
          <dd className="state-ok">Operational</dd>
        </div>
        <div>
          <dt>Security</dt>
          <dd className="state-ok">Secure</dd>
        </div>
        <div>
          <dt>Estimated time</dt>
          <dd>About 5 min</dd>
        </div>
      </dl>
    </section>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ServerError, () =>
  Promise.all([import('../../site/error-screen.css'), import('./server-error.styles.css')]),
);
