import { useMessages } from '../../i18n/react.tsx';
import { sessionStatus } from '../../../protocol/locales/en-IN/sessionStatus.js';
import { useHost, useSiteLink } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useSession } from '../../runtime/react/use-session.ts';
import { AccountMenu } from './account-menu.tsx';
import type { attributes } from './session-status.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/** A Sign In link, or the signed-in user's account menu; follows the session live, across tabs too. */
export function SessionStatus({ loginHref }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const m = useMessages('sessionStatus', sessionStatus);
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const site = useSiteLink();
  const loginUrl = loginHref || site(config.loginHref);

  if (!user) {
    return (
      <a className="sign-in" part="link" href={loginUrl}>
        {m.signIn}
      </a>
    );
  }

  return <AccountMenu user={user} loginUrl={loginUrl} />;
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(SessionStatus, () => Promise.all([import('./session-status.styles.css')]));
