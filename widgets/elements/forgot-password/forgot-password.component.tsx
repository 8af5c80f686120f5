import { useEffect, useRef, useState } from 'react';
import { useHost, emit } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { AccountForm, Banner, TextField, SubmitButton } from '../../runtime/react/forms/fields.tsx';
import { rootOf } from '../../runtime/react/forms/focus.ts';
import { useFormSubmit } from '../../runtime/react/forms/use-form-submit.ts';
import type { attributes } from './forgot-password.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useMessages } from '../../i18n/react.tsx';
import { rich } from '../../i18n/rich.tsx';
import { forgotPassword } from '../../../protocol/locales/en-IN/forgotPassword.js';

/** The /forgot-password form and its confirmation. */
export function ForgotPasswordForm({ loginHref }: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const m = useMessages('forgotPassword', forgotPassword);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const login = loginHref;
  const { errors, banner, submitting, submit, warm } = useFormSubmit({
    order: ['email'],
    check: (rules, value: string) => rules.checkForm(rules.ForgotPassword, { email: value.trim() }),
    send: (api, checked) => api.forgotPassword(checked.email),
    fallback: m.failed,
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
          {m.sentTitle}
        </h2>
        <p role="status">{rich(m.sentTo, { strong: (email) => <strong>{email}</strong> }, { email: sentTo })}</p>
        <p className="hint">{m.sentHint}</p>
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
            {m.sendAnother}
          </button>
          <a className="button" part="button link" href={login}>
            {m.backToSignIn}
          </a>
        </div>
      </section>
    );
  }

  return (
    <AccountForm id="forgot" heading={m.heading} busy={submitting} warm={warm} onSubmit={() => void submit(email)}>
      <p className="hint">{m.intro}</p>
      <Banner>{banner}</Banner>
      <TextField
        name="email"
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email}
      />
      <SubmitButton busy={submitting} label={m.submit} busyLabel={m.submitting} />
      <p className="aside">
        {m.remembered}{' '}
        <a href={login} part="link">
          {m.backToSignIn}
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ForgotPasswordForm, () =>
  Promise.all([import('../../runtime/react/forms/forms.css'), import('./forgot-password.styles.css')]),
);
