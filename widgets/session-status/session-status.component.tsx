import { useHost } from '../core/element/context.ts';
import type { ElementProps } from '../core/element/define.tsx';
import { useSession } from '../core/session/use-session.ts';
import { useSignOut } from '../core/session/use-sign-out.ts';
import type { attributes } from './session-status.element.ts';

/** Who is signed in (or a Sign in link), with Sign out; follows the session live, across tabs too. */
export function SessionStatus({ loginHref }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const loginUrl = loginHref || config.loginHref;
  const { busy, signOut } = useSignOut(loginUrl);

  if (!user) {
    return (
      <a className="sign-in" part="link" href={loginUrl}>
        Sign In
      </a>
    );
  }

  return (
    <div className="status" part="panel">
      <span className="who">
        Signed in as <strong>{user.name}</strong>
        <span className="email"> ({user.email})</span>
      </span>
      <button type="button" className="button secondary" part="button" onClick={signOut} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}
