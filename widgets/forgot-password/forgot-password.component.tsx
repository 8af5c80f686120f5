import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../core/api/errors.ts';
import { useClient } from '../core/api/use-client.ts';
import { useHost } from '../core/element/context.ts';
import type { ElementProps } from '../core/element/define.tsx';
import { emit } from '../core/element/emit.ts';
import { Banner, TextField } from '../core/forms/fields.tsx';
import { focusFirstError, rootOf } from '../core/forms/focus.ts';
import { ForgotPassword, checkForm } from '../../protocol/index.ts';
import type { attributes } from './forgot-password.element.ts';
import { SUBMIT_WITHOUT_SCRIPT } from '../core/forms/without-script.ts';
import { elementCode } from '../core/element/mount.tsx';

/** The /forgot-password form and its confirmation. */
export function ForgotPasswordForm({ loginHref, apiBase }: ElementProps<typeof attributes>) {
  const client = useClient();
  const { host } = useHost();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [banner, setBanner] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const login = loginHref;

  // Each view change moves focus to the new view's heading (or the email field), never on load.
  useEffect(() => {
    if (!moved) return;
    if (sentTo !== null) heading.current?.focus();
    else (rootOf(host).getElementById('field-email') as HTMLInputElement | null)?.focus();
  }, [sentTo, moved, host]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setBanner('');
    const checked = checkForm(ForgotPassword, { email: email.trim() });
    if (!checked.ok) {
      setFieldError(checked.errors.email ?? '');
      focusFirstError(rootOf(host), checked.errors, ['email']);
      return;
    }
    setFieldError('');
    inFlight.current = true;
    setSubmitting(true);
    try {
      await client.forgotPassword(checked.value.email, { apiBase });
      setSentTo(checked.value.email);
      setMoved(true);
      emit(host, 'clinic-reset-link-sent', { email: checked.value.email });
    } catch (error) {
      setBanner(errorMessage(error, 'Failed to send reset email. Please try again.'));
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  if (sentTo !== null) {
    return (
      <section className="panel" part="panel" aria-labelledby="sent-title">
        <h2 id="sent-title" tabIndex={-1} ref={heading}>
          Check your email
        </h2>
        <p role="status">
          We've sent a password reset link to <strong>{sentTo}</strong>.
        </p>
        <p className="hint">The link is valid for 24 hours and can be used once. If it doesn't arrive in a few minutes, check your spam folder.</p>
        <div className="row">
          <button
            type="button"
            className="button secondary"
            part="button"
            onClick={() => {
              setEmail('');
              setSentTo(null);
            }}
          >
            Send Another Email
          </button>
          <a className="button" part="button link" href={login}>
            Back to Sign In
          </a>
        </div>
      </section>
    );
  }

  return (
    <form {...SUBMIT_WITHOUT_SCRIPT} className="forgot" part="form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-title" aria-busy={submitting}>
      <h2 id="forgot-title">Forgot your password?</h2>
      <p className="hint">Enter the email address you signed up with and we'll send you a link to reset your password.</p>
      <Banner>{banner}</Banner>
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={fieldError || undefined}
      />
      <button type="submit" className="button block" part="button submit" disabled={submitting}>
        {submitting ? 'Sending Reset Link...' : 'Send Reset Link'}
      </button>
      <p className="aside">
        Remembered it?{' '}
        <a href={login} part="link">
          Back to Sign In
        </a>
      </p>
    </form>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ForgotPasswordForm, () =>
  Promise.all([import('../core/forms/forms.css'), import('./forgot-password.styles.css')]),
);
