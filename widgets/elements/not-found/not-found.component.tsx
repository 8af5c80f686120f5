import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useWidgets } from '../../runtime/react/context.ts';
import type { attributes } from './not-found.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/** the popular pages the 404 screen offers. */
export const POPULAR_PAGES = [
  { href: '/features', title: 'Features', text: 'Everything the platform does for your clinic' },
  { href: '/pricing', title: 'Pricing', text: 'Plans from ₹3,000 a month, free trial included' },
  { href: '/demo', title: 'Product Demo', text: 'A 9-minute guided tour of the platform' },
] as const;

/**
 * the 404 screen: Go Home, Contact Support, Go Back (the previous page, or home when the
 * tab has no history), Help Center and the popular pages.
 */
export function NotFound({ homeHref }: ElementProps<typeof attributes>) {
  const { browser } = useWidgets();
  const home = homeHref;
  const goBack = () => (browser.historyLength() > 1 ? browser.back() : browser.navigate(home));
  return (
    <section className="screen" part="panel" aria-labelledby="not-found-title">
      <p className="code">Error 404</p>
      <h1 id="not-found-title">Oops! Page Not Found</h1>
      <p className="lead">The page you’re looking for doesn’t exist or may have moved. Let’s get you back on track.</p>
      <div className="actions">
        <a className="button" part="link" href={home}>
          Go Home
        </a>
        <a className="button secondary" part="link" href="/contact">
          Contact Support
        </a>
        <button type="button" className="button secondary" part="button" onClick={goBack}>
          Go Back
        </button>
        <a className="button secondary" part="link" href="/support">
          Help Center
        </a>
      </div>
      <section className="panel" part="popular" aria-labelledby="popular-title">
        <h2 id="popular-title">Popular pages</h2>
        <ul className="popular">
          {POPULAR_PAGES.map((page) => (
            <li key={page.href}>
              <a href={page.href}>
                <strong>{page.title}</strong>
                <span>{page.text}</span>
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
