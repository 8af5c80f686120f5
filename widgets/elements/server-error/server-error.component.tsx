import { useEffect, useRef, useState } from 'react';
import { useWidgets } from '../../runtime/react/context.ts';
import { useApi } from '../../runtime/react/use-api.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { sameOriginPath } from '../../site/page-reads.ts';
import type { attributes } from './server-error.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useLocale, useMessages } from '../../i18n/react.tsx';
import { serverError } from '../../../protocol/locales/en-IN/serverError.js';

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
  const m = useMessages('serverError', serverError);
  const { format } = useLocale();
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
        setNote(m.backUp);
        browser.navigate(returnTarget(returnHref, home));
        return;
      }
      setLocked(false);
      setNote(m.stillDown);
    }, RETRY_LOCK_MS);
  };

  return (
    <section className="screen" part="panel" aria-labelledby="server-error-title">
      <p className="code">{m.code}</p>
      <h1 id="server-error-title">{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="actions">
        <button type="button" className="button" part="button" aria-disabled={locked} onClick={reload}>
          {locked ? m.refreshing : m.reload}
        </button>
        <a className="button secondary" part="link" href={home}>
          {m.home}
        </a>
        <a className="button secondary" part="link" href={helpHref}>
          {m.help}
        </a>
      </div>
      <p className="note" role="status">
        {attempts > 0 ? format(m.attempt, { count: attempts }) : ''}
        {note ? ` — ${note}` : ''}
      </p>
      <StatusPanel />
    </section>
  );
}

/** The static status panel */
function StatusPanel() {
  const m = useMessages('serverError', serverError);
  return (
    <section className="panel" part="status" aria-labelledby="server-status-title">
      <h2 id="server-status-title">{m.status}</h2>
      <dl className="facts">
        <div>
          <dt>{m.database}</dt>
          <dd className="state-work">{m.maintenance}</dd>
        </div>
        <div>
          <dt>{m.api}</dt>
          <dd className="state-ok">{m.operational}</dd>
        </div>
        <div>
          <dt>{m.security}</dt>
          <dd className="state-ok">{m.secure}</dd>
        </div>
        <div>
          <dt>{m.eta}</dt>
          <dd>{m.etaValue}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ServerError, () =>
  Promise.all([import('../../site/error-screen.css'), import('./server-error.styles.css')]),
);
