import { useState, type FormEvent } from 'react';
import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useAuthSubmit } from '../../runtime/react/forms/auth-submit.ts';
import { Banner, PasswordField, TextField, SubmitButton } from '../../runtime/react/forms/fields.tsx';
import { GoogleButton, SignedInPanel } from '../../runtime/react/forms/signed-in.tsx';
import { useSession } from '../../runtime/react/use-session.ts';
import type { attributes } from './sign-in.element.ts';
import { SUBMIT_WITHOUT_SCRIPT } from '../../runtime/react/forms/without-script.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

const ORDER = ['email', 'password'] as const;

/** The /login form of e-mail, password with show/hide, remember me, links, Google. */
export function SignIn({ registerHref, forgotHref, googleSigninUrl }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const status = useSession((state) => state.status);
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const { errors, banner, submitting, succeeded, submit, warm } = useAuthSubmit(
    ORDER,
    // The checks run before any call.
    (rules, form: typeof values) => rules.checkForm(rules.Login, { ...form, email: form.email.trim() }),
    (api, login) => api.signIn(login),
  );

  if (status === 'authenticated' && !submitting) return <SignedInPanel heading="Welcome back" focus={succeeded} />;

  const set = (name: 'email' | 'password') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form
      {...SUBMIT_WITHOUT_SCRIPT}
      {...warm}
      className="sign-in"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sign-in-title"
      aria-busy={submitting}
    >
      <h2 id="sign-in-title">Sign in to your clinic</h2>
      <Banner>{banner}</Banner>
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <div className="split">
        <label className="check">
          <input
            type="checkbox"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((v) => ({ ...v, rememberMe: checked }));
            }}
          />
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
    </form>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(SignIn, () => Promise.all([import('../../runtime/react/forms/forms.css'), import('./sign-in.styles.css')]));
