import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useAuthSubmit } from '../../runtime/react/forms/auth-submit.ts';
import { AccountForm, Banner, PasswordField, TextField, SubmitButton, useFormValues } from '../../runtime/react/forms/fields.tsx';
import { GoogleButton, SignedInPanel } from '../../runtime/react/forms/signed-in.tsx';
import { useSession } from '../../runtime/react/use-session.ts';
import type { attributes } from './sign-in.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

const ORDER = ['email', 'password'] as const;

/** The /login form of e-mail, password with show/hide, remember me, links, Google. */
export function SignIn({ registerHref, forgotHref, googleSigninUrl }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const status = useSession((state) => state.status);
  const { values, change, bind } = useFormValues({ email: '', password: '', rememberMe: false });
  const { errors, banner, submitting, succeeded, submit, warm } = useAuthSubmit(
    ORDER,
    // The checks run before any call.
    (rules, form: typeof values) => rules.checkForm(rules.Login, { ...form, email: form.email.trim() }),
    (api, login) => api.signIn(login),
  );

  if (status === 'authenticated' && !submitting) return <SignedInPanel heading="Welcome back" focus={succeeded} />;

  return (
    <AccountForm id="sign-in" heading="Sign in to your clinic" busy={submitting} warm={warm} onSubmit={() => void submit(values)}>
      <Banner>{banner}</Banner>
      <TextField {...bind('email', errors)} label="Email address" type="email" autoComplete="email" inputMode="email" required />
      <PasswordField {...bind('password', errors)} label="Password" autoComplete="current-password" required />
      <div className="split">
        <label className="check">
          <input type="checkbox" name="rememberMe" checked={values.rememberMe} onChange={change('rememberMe')} />
          <span>Remember me for 30 days</span>
        </label>
        <a href={forgotHref} part="link">
          Forgot password?
        </a>
      </div>
      <SubmitButton busy={submitting} label="Sign In" busyLabel="Signing in..." />
      <p className="divider">or</p>
      <GoogleButton label="Sign in with Google" url={googleSigninUrl || config.googleSignInUrl} />
      <p className="aside">
        New to ClinicPlatform?{' '}
        <a href={registerHref} part="link">
          Start your free trial
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(SignIn, () => Promise.all([import('../../runtime/react/forms/forms.css'), import('./sign-in.styles.css')]));
