import { useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../runtime/react/forms/fields.tsx';
import { useHost, emit } from '../../runtime/react/context.ts';
import { useFormSubmit } from '../../runtime/react/forms/use-form-submit.ts';
import { SUBMIT_WITHOUT_SCRIPT } from '../../runtime/react/forms/without-script.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useMessages } from '../../i18n/react.tsx';
import { newsletter } from '../../../protocol/locales/en-IN/newsletter.js';
import type { attributes } from './newsletter.element.ts';

/**
 * The footer's Subscribe box: an email field that posts to /api/newsletter, with a confirmation
 * or an error under it, and `clinic-subscribed` {email} once stored.
 */
export function Newsletter() {
  const { host } = useHost();
  const m = useMessages('newsletter', newsletter);
  const id = useId();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const form = useFormSubmit({
    order: ['email'],
    focus: () => input.current?.focus(),
    check: (rules, value: string) => rules.checkForm(rules.NewsletterSignup, { email: value.trim() }),
    send: (api, checked) => api.subscribe(checked.email),
    fallback: m.failed,
    succeeded: (answer, checked) => {
      setDone(answer.message?.trim() || m.subscribed);
      setEmail('');
      emit(host, 'clinic-subscribed', { email: checked.email });
    },
  });
  // A failed call's message, else the field's own.
  const error = form.banner || form.errors.email || '';
  const sending = form.submitting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    void form.submit(email);
  };

  return (
    <form {...SUBMIT_WITHOUT_SCRIPT} {...form.warm} className="subscribe" part="form" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`} className="label">
        {m.email}
      </label>
      <div className="row-input">
        <input
          ref={input}
          id={`${id}-email`}
          className="input"
          part="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={m.placeholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={sending} label={m.submit} busyLabel={m.submitting} className="button" part="button" />
      </div>
      <div className="messages" part="message">
        <p className="message success" role="status">
          {done}
        </p>
        {error && (
          <p id={`${id}-error`} className="message error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Newsletter, () => Promise.all([import('./newsletter.styles.css')]));
