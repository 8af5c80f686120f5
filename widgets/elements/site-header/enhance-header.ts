import { scrollToTop } from '../../site/page-reads.ts';

/** the header changes style once the page is scrolled more than this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

/** True when a click on this link would only reload the page the visitor is on. */
function isSamePage(link: HTMLAnchorElement): boolean {
  if (!link.href || link.target === '_blank' || link.hasAttribute('download')) return false;
  const target = new URL(link.href, location.href);
  return target.origin === location.origin && target.pathname === location.pathname && target.search === location.search && target.hash === '';
}

/** The link a click went to, through any shadow roots (the Sign In link lives in one). */
function clickedLink(event: Event): HTMLAnchorElement | null {
  return (event.composedPath().find((node) => node instanceof HTMLAnchorElement) as HTMLAnchorElement | undefined) ?? null;
}

/**
 * Wires the static header inside `host`: the menu button (`[data-menu-toggle]`, aria-controls
 * naming the menu) opens and closes the collapsible menu; a selection, Escape, a click outside or
 * growing to the desktop layout closes it; `data-scrolled` marks the header past 20px of scroll;
 * a link to the page already shown scrolls to the top instead of reloading. Returns the clean-up.
 */
export function enhanceHeader(host: HTMLElement, desktopQuery = '(min-width: 961px)'): () => void {
  const header = host.querySelector<HTMLElement>('header') ?? host;
  const button = host.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menuId = button?.getAttribute('aria-controls');
  const menu = menuId ? host.querySelector<HTMLElement>(`#${CSS.escape(menuId)}`) : null;
  const isOpen = () => button?.getAttribute('aria-expanded') === 'true';

  const setOpen = (open: boolean) => {
    if (!button || !menu) return;
    button.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
    header.toggleAttribute('data-menu-open', open);
  };

  const onButton = () => setOpen(!isOpen());
  const onHeaderClick = (event: MouseEvent) => {
    const link = clickedLink(event);
    if (!link) return;
    if (isOpen()) setOpen(false);
    if (isSamePage(link) && !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      scrollToTop();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button?.focus();
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (isOpen() && !event.composedPath().includes(host)) setOpen(false);
  };
  const desktop = matchMedia(desktopQuery);
  const onLayout = () => {
    if (desktop.matches) setOpen(false);
  };

  let frame = 0;
  const markScrolled = () => {
    frame = 0;
    header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD_PX);
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(markScrolled);
  };

  button?.addEventListener('click', onButton);
  header.addEventListener('click', onHeaderClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onDocumentClick);
  desktop.addEventListener('change', onLayout);
  window.addEventListener('scroll', onScroll, { passive: true });
  // In the next frame, not now: reading the scroll position while the page is still being built
  // would force the browser to lay the whole page out inside this script's task.
  onScroll();

  return () => {
    button?.removeEventListener('click', onButton);
    header.removeEventListener('click', onHeaderClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onDocumentClick);
    desktop.removeEventListener('change', onLayout);
    window.removeEventListener('scroll', onScroll);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
