import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { emit } from '../../runtime/script/element/emit.ts';
import { AccountForm, Banner, TextField, SubmitButton } from '../../runtime/react/forms/fields.tsx';
import { rootOf } from '../../runtime/react/forms/focus.ts';
import { useFormSubmit } from '../../runtime/react/forms/use-form-submit.ts';
import type { attributes } from './forgot-password.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/** The /forgot-password form and its confirmation. */
export function ForgotPasswordForm({ loginHref }: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const login = loginHref;
  const { errors, banner, submitting, submit, warm } = useFormSubmit({
    order: ['email'],
    check: (rules, value: string) => rules.checkForm(rules.ForgotPassword, { email: value.trim() }),
    send: (api, checked) => api.forgotPassword(checked.email),
    fallback: 'Failed to send reset email. Please try again.',
    succeeded: (_answer, checked) => {
      setSentTo(checked.email);
      setMoved(true);
      emit(host, 'clinic-reset-link-sent', { email: checked.email });
    },
  });

  // Each view change moves focus to the new view's heading (or the email field), never on load.
  useEffect(() => {
    if (!moved) return;
    if (sentTo !== null) heading.current?.focus();
    else (rootOf(host).getElementById('field-email') as HTMLInputElement | null)?.focus();
  }, [sentTo, moved, host]);

  if (sentTo !== null) {
    return (
      <section key="sent" className="panel" part="panel" aria-labelledby="sent-title">
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
    <AccountForm id="forgot" heading="Forgot your password?" busy={submitting} warm={warm} onSubmit={() => void submit(email)}>
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
        error={errors.email}
      />
      <SubmitButton busy={submitting} label="Send Reset Link" busyLabel="Sending Reset Link..." />
      <p className="aside">
        Remembered it?{' '}
        <a href={login} part="link">
          Back to Sign In
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ForgotPasswordForm, () =>
  Promise.all([import('../../runtime/react/forms/forms.css'), import('./forgot-password.styles.css')]),
);
