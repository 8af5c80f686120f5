import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../core/api/errors.ts';
import { useHost, useWidgets } from '../core/element/context.ts';
import type { ElementProps } from '../core/element/define.tsx';
import { emit } from '../core/element/emit.ts';
import { Banner, PasswordField, TextField } from '../core/forms/fields.tsx';
import { focusFirstError, rootOf } from '../core/forms/focus.ts';
import { handoffUrl } from '../core/forms/handoff.ts';
import { GoogleButton, SignedInPanel } from '../core/forms/signed-in.tsx';
import { Login, checkForm } from '../core/schemas/index.ts';
import { useSession } from '../core/session/use-session.ts';
import type { attributes } from './sign-in.element.ts';

const ORDER = ['email', 'password'] as const;

/** The /login form of SPEC §2: e-mail, password with show/hide, remember me, links, Google. */
export function SignIn({ registerHref, forgotHref, googleSigninUrl, apiBase }: ElementProps<typeof attributes>) {
  const { client, session, navigate } = useWidgets();
  const { host, config } = useHost();
  const status = useSession((state) => state.status);
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const inFlight = useRef(false);

  if (status === 'authenticated' && !submitting) return <SignedInPanel heading="Welcome back" focus={justSignedIn} />;

  const set = (name: 'email' | 'password') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setBanner('');
    // SPEC §5: the checks run before any call.
    const checked = checkForm(Login, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(rootOf(host), checked.errors, ORDER);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    session.getState().startLoading();
    try {
      const result = await client.login({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe }, { apiBase });
      session.getState().signIn(result);
      setJustSignedIn(true);
      emit(host, 'clinic-signed-in', { user: result.user });
      if (config.appUrl) {
        navigate(handoffUrl(config.appUrl, result));
        return;
      }
    } catch (error) {
      const message = errorMessage(error, 'Invalid email or password');
      session.getState().fail(message);
      setBanner(message);
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  return (
    <form className="sign-in" part="form" noValidate onSubmit={onSubmit} aria-labelledby="sign-in-title" aria-busy={submitting}>
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
        <a href={forgotHref || '/forgot-password'} part="link">
          Forgot password?
        </a>
      </div>
      <button type="submit" className="button block" part="button submit" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="divider">or</p>
      <GoogleButton label="Sign in with Google" url={googleSigninUrl || config.googleSignInUrl} />
      <p className="aside">
        New to ClinicPlatform? <a href={registerHref || '/register'} part="link">Start your free trial</a>
      </p>
    </form>
  );
}
