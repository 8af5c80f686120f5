import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHost, useWidgets } from '../context.ts';
import { useSession } from '../use-session.ts';
import { useSignOut } from '../use-sign-out.ts';

/**
 * What an account element shows once someone is signed in and no application address is set:
 * who it is, what the element adds (next steps), and Sign out.
 */
export function SignedInPanel({ heading, focus = false, children }: { heading: string; focus?: boolean; children?: ReactNode }) {
  const { config } = useHost();
  const user = useSession((state) => state.user);
  const { busy, signOut } = useSignOut(config.loginHref);
  const title = useRef<HTMLHeadingElement>(null);
  // After a sign-in the form is gone: move focus to what replaced it, never on page load.
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);
  if (!user) return null;
  return (
    <section className="panel" part="panel" aria-labelledby="signed-in-title">
      <h2 id="signed-in-title" tabIndex={-1} ref={title}>
        {heading}
      </h2>
      <p role="status">
        You're signed in as <strong>{user.name}</strong> ({user.email}){user.clinicName ? ` for ${user.clinicName}` : ''}.
      </p>
      {children}
      <div className="row">
        <button type="button" className="button secondary" part="button" onClick={signOut} disabled={busy}>
          Sign out
        </button>
      </div>
    </section>
  );
}

/** Google sign-in goes to the configured address, or say plainly it's not available. */
export function GoogleButton({ label, url }: { label: string; url: string }) {
  const { navigate } = useWidgets();
  const [notice, setNotice] = useState(false);
  return (
    <div className="stack">
      <button type="button" className="button google block" part="button google" onClick={() => (url ? navigate(url) : setNotice(true))}>
        <span aria-hidden="true">G</span> {label}
      </button>
      <p className={notice ? 'banner info' : 'visually-hidden'} role="status">
        {notice ? 'Google sign-in is not available yet. Please use your email address and password instead.' : ''}
      </p>
    </div>
  );
}
