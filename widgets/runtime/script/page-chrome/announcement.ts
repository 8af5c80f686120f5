/**
 * The announcement banner's Dismiss button. The page's banner (`[data-announcement="<id>"]`) stays
 * hidden for the visitor once dismissed: the id is remembered in localStorage, so a new
 * announcement (a new id) shows again. The button is a real <button>, hidden until this script
 * runs (without JavaScript it could not work); after dismissing, focus moves to the header's first
 * link so keyboard users keep their place. Plain DOM, no element: it costs the bundle a few bytes.
 */

import { DISMISSED_ANNOUNCEMENT_KEY as DISMISSED_KEY } from '../../../../protocol/storage.ts';
import { webStorage } from '../storage/stored.ts';

function read(storage: Storage | null): string | null {
  try {
    return storage?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Hides a dismissed banner and wires the Dismiss button of the banner in `root`. */
export function enhanceAnnouncement(root: Document = document, storage: Storage | null = webStorage('localStorage')): void {
  const banner = root.querySelector<HTMLElement>('[data-announcement]');
  if (!banner) return;
  const id = banner.dataset.announcement ?? '';
  if (read(storage) === id) {
    banner.hidden = true;
    return;
  }
  const button = banner.querySelector<HTMLButtonElement>('[data-dismiss]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    try {
      storage?.setItem(DISMISSED_KEY, id);
    } catch {
      /* storage full or blocked: hidden for this page only */
    }
    banner.hidden = true;
    root.querySelector<HTMLElement>('header a[href], #main')?.focus();
  });
}

/** Runs once the page's markup is parsed (the bundle is deferred, so usually at once); the bundle calls it only where there is a document. */
export function startAnnouncement(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => enhanceAnnouncement(), { once: true });
  else enhanceAnnouncement();
}
