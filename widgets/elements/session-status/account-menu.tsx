import { useMessages } from '../../i18n/react.tsx';
import { sessionStatus } from '../../../protocol/locales/en-IN/sessionStatus.js';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHost, useWidgets } from '../../runtime/react/context.ts';
import { handoffUrl } from '../../runtime/react/forms/handoff.ts';
import type { User } from '../../../protocol/index.ts';
import { useSignOut } from '../../runtime/react/use-sign-out.ts';

/** Honorifics left out of the initials: "Dr. Nisha Kapoor" shows NK. */
const HONORIFIC = /^(dr|mr|mrs|ms|prof)\.?$/i;

/** One or two capital letters for the avatar: the first and last word of the name. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !HONORIFIC.test(word));
  // Whole characters, not UTF-16 halves: a name may start with a letter outside the BMP.
  const letter = (word = '') => word.match(/./u)?.[0] ?? '';
  return (letter(words[0]) + (words.length > 1 ? letter(words.at(-1)) : '') || '?').toUpperCase();
}

/**
 * The compact account control of a signed-in user, a menu button: the avatar and name open a
 * menu with "Open the app" (when an application address is set) and Sign out. Enter, Space or ↓
 * open it on the first item, ↑ on the last; ↑/↓ move, wrapping around; Escape closes it and returns
 * focus to the button; Tab or a click outside closes it.
 */
export function AccountMenu({ user, loginUrl }: { user: User; loginUrl: string }) {
  const page = useWidgets();
  const { config, host } = useHost();
  const { busy, signOut } = useSignOut(loginUrl);
  const m = useMessages('sessionStatus', sessionStatus);
  // Closed, or open with focus on its first or last item.
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'last' ? list.at(-1) : list[0])?.focus();
    const onOutside = (event: MouseEvent) => {
      if (!event.composedPath().includes(host)) setOpen(false);
    };
    document.addEventListener('click', onOutside);
    return () => document.removeEventListener('click', onOutside);
  }, [open, host]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(event.target as HTMLElement);
    // The arrows wrap around, so Home and End (optional with wrapping) are not needed.
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key]! + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      // Handled here, so the page (the header's own menu) does not also close.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const openApp = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const { token, refreshToken } = page.session.getState();
    if (token) page.navigate(handoffUrl(config.appUrl, { user, token, refreshToken }));
  };

  return (
    <div className="account">
      <button
        ref={button}
        type="button"
        className="account-button"
        part="button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls="account-menu"
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="name">{user.name}</span>
      </button>
      <div className="popup" part="menu" hidden={!open}>
        <p className="identity">
          <strong>{user.name}</strong>
          <span className="email">{user.email}</span>
        </p>
        <ul ref={menu} id="account-menu" role="menu" aria-label={m.account} onKeyDown={onMenuKey}>
          {config.appUrl ? (
            <li role="none">
              <a role="menuitem" tabIndex={-1} href={config.appUrl} onClick={openApp} part="menuitem">
                {m.openApp}
              </a>
            </li>
          ) : null}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={signOut} disabled={busy} part="menuitem">
              {m.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
