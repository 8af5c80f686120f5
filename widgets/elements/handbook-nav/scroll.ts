/**
 * The handbook's scrolling rules: a click brings its target to 100 px below the top
 * of the viewport (smoothly, or at once under prefers-reduced-motion), and the active section is
 * the one crossing the band between 10% and 20% of the viewport height from the top.
 */
import { prefersReducedMotion } from '../../site/page-reads.ts';

/** the handbook's scroll offset. */
export const SCROLL_OFFSET_PX = 100;

/** The observer margins that leave only the 10%–20% band of the viewport. */
export const ACTIVE_BAND_MARGIN = '-10% 0px -80% 0px';

/** The heading that names a target: the target itself when it is a heading, else its first one. */
export function headingOf(target: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(target.tagName)) return target;
  return target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? target;
}

/**
 * Scrolls the page so that `target`'s top sits SCROLL_OFFSET_PX below the viewport's top, moves
 * focus to its heading (without a second jump) and records the place in the address (#id).
 */
export function scrollToEntry(target: HTMLElement, win: Window = window): void {
  const top = target.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET_PX;
  win.scrollTo({ top: Math.max(0, top), left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  const heading = headingOf(target);
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  if (win.location.hash !== `#${target.id}`) win.history.pushState(win.history.state, '', `#${target.id}`);
}

/**
 * Calls `onActive(id)` whenever another of `targets` becomes the active section: of those crossing
 * the band, the last in page order (at a boundary inside the band, the one whose top lies in it).
 * Returns the function that stops watching.
 */
export function watchActiveSection(targets: HTMLElement[], onActive: (id: string) => void): () => void {
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return () => undefined;
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (records) => {
      for (const record of records) {
        if (record.isIntersecting) inBand.add(record.target);
        else inBand.delete(record.target);
      }
      const current = targets.findLast((target) => inBand.has(target));
      if (current) onActive(current.id);
    },
    { rootMargin: ACTIVE_BAND_MARGIN, threshold: 0 },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}
