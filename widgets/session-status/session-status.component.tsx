import { useState } from 'react';
import { useHost, useWidgets } from '../core/element/context.ts';
import type { ElementProps } from '../core/element/define.tsx';
import { emit } from '../core/element/emit.ts';
import { isCurrentPage } from '../core/navigation/navigate.ts';
import { signOut } from '../core/page.ts';
import { useSession } from '../core/session/use-session.ts';
import type { attributes } from './session-status.element.ts';

/** Who is signed in (or a Sign in link), with Sign out; follows the session live, across tabs too. */
export function SessionStatus({ loginHref }: ElementProps<typeof attributes>) {
  const page = useWidgets();
  const { host, config } = useHost();
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const [busy, setBusy] = useState(false);
  const loginUrl = loginHref || config.loginHref;

  if (!user) {
    return (
      <a className="sign-in" part="link" href={loginUrl}>
        Sign In
      </a>
    );
  }

  const onSignOut = async () => {
    setBusy(true);
    await signOut(page);
    setBusy(false);
    emit(host, 'clinic-signed-out', null);
    // SPEC §4: logging out goes to the sign-in page.
    if (!isCurrentPage(loginUrl)) page.navigate(loginUrl);
  };

  return (
    <div className="status" part="panel">
      <span className="who">
        Signed in as <strong>{user.name}</strong>
        <span className="email"> ({user.email})</span>
      </span>
      <button type="button" className="button secondary" part="button" onClick={onSignOut} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}
