import { lazy, Suspense } from 'react';
import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useAuthSubmit } from '../../runtime/react/forms/auth-submit.ts';
import { AccountForm, Banner, PasswordField, TextField, SubmitButton, useFormValues } from '../../runtime/react/forms/fields.tsx';
import { GoogleButton, OrDivider } from '../../runtime/react/forms/google.tsx';
import { useSession } from '../../runtime/react/use-session.ts';
import type { attributes } from './sign-in.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useMessages } from '../../i18n/react.tsx';
import { signIn } from '../../../protocol/locales/en-IN/signIn.js';

const ORDER = ['email', 'password'] as const;

/** Who is signed in: fetched when a session exists or a sign-in is sent, so a visitor signing in does not download it first. */
const loadSignedIn = () => import('../../runtime/react/forms/signed-in.tsx');
const SignedInPanel = lazy(() => loadSignedIn().then((module) => ({ default: module.SignedInPanel })));

/** The /login form of e-mail, password with show/hide, remember me, links, Google. */
export function SignIn({ registerHref, forgotHref, googleSigninUrl }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const m = useMessages('signIn', signIn);
  const status = useSession((state) => state.status);
  const { values, change, bind } = useFormValues({ email: '', password: '', rememberMe: false });
  const { errors, banner, submitting, succeeded, submit, warm } = useAuthSubmit(
    ORDER,
    // The checks run before any call.
    (rules, form: typeof values) => rules.checkForm(rules.Login, { ...form, email: form.email.trim() }),
    (api, login) => api.signIn(login),
  );

  if (status === 'authenticated' && !submitting)
    return (
      <Suspense fallback={null}>
        <SignedInPanel heading={m.welcomeBack} focus={succeeded} />
      </Suspense>
    );

  const send = () => {
    void loadSignedIn();
    void submit(values);
  };

  return (
    <AccountForm id="sign-in" heading={m.heading} busy={submitting} warm={warm} onSubmit={send}>
      <Banner>{banner}</Banner>
      <TextField {...bind('email', errors)} label={m.email} type="email" autoComplete="email" inputMode="email" required />
      <PasswordField {...bind('password', errors)} label={m.password} autoComplete="current-password" required />
      <div className="split">
        <label className="check">
          <input type="checkbox" name="rememberMe" checked={values.rememberMe} onChange={change('rememberMe')} />
          <span>{m.rememberMe}</span>
        </label>
        <a href={forgotHref} part="link">
          {m.forgot}
        </a>
      </div>
      <SubmitButton busy={submitting} label={m.submit} busyLabel={m.submitting} />
      <OrDivider />
      <GoogleButton label={m.google} url={googleSigninUrl || config.googleSignInUrl} />
      <p className="aside">
        {m.newHere}{' '}
        <a href={registerHref} part="link">
          {m.startTrial}
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(SignIn, () => Promise.all([import('../../runtime/react/forms/forms.css'), import('./sign-in.styles.css')]));
