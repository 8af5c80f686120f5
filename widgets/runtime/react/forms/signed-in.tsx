import { useEffect, useRef, type ReactNode } from 'react';
import { useHost } from '../context.ts';
import { useSession } from '../use-session.ts';
import { useSignOut } from '../use-sign-out.ts';
import { useMessages } from '../../../i18n/react.tsx';
import { rich } from '../../../i18n/rich.tsx';
import { signedIn } from '../../../../protocol/locales/en-IN/signedIn.js';
// Imported as every element's code imports it: a chunk loaded on demand that reached React but not
// the renderer would make esbuild split React from the renderer into two chunks every page loads.
import '../mount.tsx';

/**
 * What an account element shows once someone is signed in and no application address is set:
 * who it is, what the element adds (next steps), and Sign out.
 */
export function SignedInPanel({ heading, focus = false, children }: { heading: string; focus?: boolean; children?: ReactNode }) {
  const { config } = useHost();
  const user = useSession((state) => state.user);
  const { busy, signOut } = useSignOut(config.loginHref);
  const m = useMessages('signedIn', signedIn);
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
        {rich(
          user.clinicName ? m.signedInAsFor : m.signedInAs,
          { strong: (name) => <strong>{name}</strong> },
          { name: user.name, email: user.email, clinic: user.clinicName ?? '' },
        )}
      </p>
      {children}
      <div className="row">
        <button type="button" className="button secondary" part="button" onClick={signOut} disabled={busy}>
          {m.signOut}
        </button>
      </div>
    </section>
  );
}
