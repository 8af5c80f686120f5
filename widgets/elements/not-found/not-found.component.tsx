import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useWidgets } from '../../runtime/react/context.ts';
import type { attributes } from './not-found.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useMessages } from '../../i18n/react.tsx';
import { notFound } from '../../../protocol/locales/en-IN/notFound.js';

/** the popular pages the 404 screen offers, with the message keys of their title and line. */
export const POPULAR_PAGES = [
  { href: '/features', title: 'features', text: 'featuresText' },
  { href: '/pricing', title: 'pricing', text: 'pricingText' },
  { href: '/demo', title: 'demo', text: 'demoText' },
] as const;

/**
 * the 404 screen: Go Home, Contact Support, Go Back (the previous page, or home when the
 * tab has no history), Help Center and the popular pages.
 */
export function NotFound({ homeHref }: ElementProps<typeof attributes>) {
  const { browser } = useWidgets();
  const m = useMessages('notFound', notFound);
  const home = homeHref;
  const goBack = () => (browser.historyLength() > 1 ? browser.back() : browser.navigate(home));
  return (
    <section className="screen" part="panel" aria-labelledby="not-found-title">
      <p className="code">{m.code}</p>
      <h1 id="not-found-title">{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="actions">
        <a className="button" part="link" href={home}>
          {m.goHome}
        </a>
        <a className="button secondary" part="link" href="/contact">
          {m.contact}
        </a>
        <button type="button" className="button secondary" part="button" onClick={goBack}>
          {m.goBack}
        </button>
        <a className="button secondary" part="link" href="/support">
          {m.help}
        </a>
      </div>
      <section className="panel" part="popular" aria-labelledby="popular-title">
        <h2 id="popular-title">{m.popular}</h2>
        <ul className="popular">
          {POPULAR_PAGES.map((page) => (
            <li key={page.href}>
              <a href={page.href}>
                <strong>{m[page.title]}</strong>
                <span>{m[page.text]}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(NotFound, () => Promise.all([import('../../site/error-screen.css'), import('./not-found.styles.css')]));
