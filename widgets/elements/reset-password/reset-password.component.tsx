import { useEffect, useRef, useState } from 'react';
import { useHost, useWidgets, emit } from '../../runtime/react/context.ts';
import { verifyResetToken } from '../../runtime/script/api/verify-reset.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { AccountForm, Banner, PasswordField, SubmitButton, useFormValues } from '../../runtime/react/forms/fields.tsx';
import { RESET_PASSWORD_CHECKS } from '../../../protocol/password-checks.ts';
import { useFormSubmit, useOriginRefused } from '../../runtime/react/forms/use-form-submit.ts';
import type { attributes } from './reset-password.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useLanguage, useMessages } from '../../i18n/react.tsx';
import { resetPassword } from '../../../protocol/locales/en-IN/resetPassword.js';

type View = { name: 'verifying' } | { name: 'invalid'; message: string } | { name: 'form' } | { name: 'success' };

/** The requirements box's line of each checklist group of the reset rules, in the rules' order. */
const ITEM_LABELS = { checklistLength: 'requirementLength', checklistCases: 'requirementCase', checklistNumber: 'requirementNumber' } as const;
const ITEMS = [...new Set(RESET_PASSWORD_CHECKS.flatMap((check) => (check.itemKey ? [check.itemKey] : [])))];

/**
 * The requirements box, each line ticked as the new password meets every rule of its group. The
 * last line is the server's check against common passwords: it has no tick, and turns red when the
 * server refused the password as typed.
 */
const REQUIREMENTS: { label: (typeof ITEM_LABELS)[keyof typeof ITEM_LABELS] | 'requirementCommon'; met: (password: string) => boolean | null }[] = [
  ...ITEMS.map((item) => ({ label: ITEM_LABELS[item], met: (p: string) => RESET_PASSWORD_CHECKS.every((check) => check.itemKey !== item || check.passes(p)) })),
  { label: 'requirementCommon', met: () => null },
];
const COMMON = REQUIREMENTS.length - 1;

/** The token of the page's address (`?token=`), read when no attribute gives one. */
function tokenFromAddress(): string {
  // The build renders the 'verifying' view, which shows no token: it has none to read.
  if (typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get('token') ?? '';
}

/**
 * Takes the token out of the address bar once it has been read, so it stays out of the history,
 * bookmarks, shared screenshots and the Referer of links followed from the page.
 */
function removeTokenFromAddress(): void {
  const url = new URL(location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.href);
}

/** The /reset-password views: verifying, invalid link, the form, success. */
export function ResetPasswordForm({ token: tokenAttribute, loginHref, forgotHref }: ElementProps<typeof attributes>) {
  const page = useWidgets();
  const { host, config } = useHost();
  const m = useMessages('resetPassword', resetPassword);
  const notHere = useOriginRefused();
  const language = useLanguage();
  // Read once: the address no longer holds the token after the first render.
  const [addressToken] = useState(() => (tokenAttribute == null ? tokenFromAddress() : ''));
  const token = (tokenAttribute ?? addressToken).trim();
  const [view, setView] = useState<View>({ name: 'verifying' });
  const { values, bind } = useFormValues({ password: '', confirmPassword: '' });
  const [shown, setShown] = useState(false);
  // The password the server refused as too common: the checklist marks it while it is typed.
  const [refused, setRefused] = useState<string | null>(null);
  const { errors, banner, submitting, submit, warm } = useFormSubmit<typeof values, string, unknown>({
    // One message at a time, in the banner: no field takes focus.
    order: [],
    // The confirmation first, then the first failing rule.
    check: (rules, pair) => {
      const problem = rules.resetFormProblem(pair.password, pair.confirmPassword);
      return problem ? { ok: false, errors: { form: problem } } : { ok: true, value: pair.password };
    },
    send: (reset, password) => reset.resetPassword(token, password),
    fallback: m.failed,
    succeeded: () => {
      setView({ name: 'success' });
      emit(host, 'clinic-password-reset', null);
    },
    failed: (failure, password, rules) => {
      // The server's own reason for the password (e.g. too common) is shown, and ticks the checklist red.
      if (rules.fieldMessages(failure, undefined).password) setRefused(password);
    },
  });
  // The server's reason for the password says more than its 'Invalid input data'.
  const error = errors.form || errors.password || banner;
  const heading = useRef<HTMLHeadingElement>(null);
  const login = loginHref;

  useEffect(() => {
    if (tokenAttribute == null) removeTokenFromAddress();
  }, [tokenAttribute]);

  useEffect(() => {
    let current = true;
    if (!token) {
      setView({ name: 'invalid', message: m.missingToken });
      return;
    }
    setView({ name: 'verifying' });
    verifyResetToken(page, config.apiBase, token)
      .then((answer) => {
        if (!current) return;
        // The API's message is English; in another language the element says it in its own words.
        setView(answer.valid ? { name: 'form' } : { name: 'invalid', message: language === 'en-IN' ? answer.message || m.expiredToken : m.expiredToken });
      })
      .catch(async (failure: unknown) => {
        // The client that failed brought the errors' code; without it (not fetched) the check simply failed.
        const message = await import('../../runtime/script/api/errors.ts').then(
          ({ ApiError, errorMessage }) =>
            failure instanceof ApiError && failure.kind === 'origin' ? notHere.originRefused : errorMessage(failure, m.verifyFailed),
          () => m.verifyFailed,
        );
        if (current) setView({ name: 'invalid', message });
      });
    return () => {
      current = false;
    };
  }, [page, config.apiBase, token, language, notHere]);

  useEffect(() => {
    if (view.name === 'success') heading.current?.focus();
  }, [view.name]);

  const send = () => void submit(values);

  if (view.name === 'verifying') {
    return (
      // Each view is keyed: a new view is new content in its place, never the old nodes moved.
      <section key="verifying" className="panel center" part="panel" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p role="status">{m.verifying}</p>
      </section>
    );
  }

  if (view.name === 'invalid') {
    return (
      <section key="invalid" className="panel" part="panel" aria-labelledby="invalid-title">
        <h2 id="invalid-title">{m.invalidTitle}</h2>
        <p className="banner error" role="alert" part="banner error">
          {view.message || m.invalidFallback}
        </p>
        <p>{m.invalidFallback}</p>
        <div className="row">
          <a className="button" part="button link" href={forgotHref}>
            {m.requestNew}
          </a>
          <a part="link" href={login}>
            {m.backToSignIn}
          </a>
        </div>
      </section>
    );
  }

  if (view.name === 'success') {
    return (
      <section key="success" className="panel" part="panel" aria-labelledby="success-title">
        <h2 id="success-title" tabIndex={-1} ref={heading}>
          {m.successTitle}
        </h2>
        <p role="status">{m.successText}</p>
        <div className="row">
          <a className="button" part="button link" href={login}>
            {m.signIn}
          </a>
        </div>
      </section>
    );
  }

  return (
    <AccountForm id="reset" heading={m.heading} busy={submitting} warm={warm} onSubmit={send}>
      <Banner>{error}</Banner>
      <PasswordField {...bind('password')} label={m.newPassword} autoComplete="new-password" required visible={shown} aria-describedby="requirements" />
      <PasswordField {...bind('confirmPassword')} label={m.confirmPassword} autoComplete="new-password" required visible={shown} />
      <label className="check">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.currentTarget.checked)} />
        <span>{m.showPasswords}</span>
      </label>
      <section className="requirements" id="requirements" aria-labelledby="requirements-title">
        <h3 id="requirements-title">{m.requirements}</h3>
        <ul>
          {REQUIREMENTS.map(({ label, met }, index) => {
            const state = index === COMMON && refused === values.password ? false : met(values.password);
            const failed = state === false && index === COMMON;
            return (
              <li key={label} className={state ? 'met' : failed ? 'unmet' : ''}>
                {m[label]}
                {state === null ? null : <span className="visually-hidden">{state ? m.met : failed ? m.notMet : m.notMetYet}</span>}
              </li>
            );
          })}
        </ul>
      </section>
      <SubmitButton busy={submitting} label={m.submit} busyLabel={m.submitting} />
      <p className="aside">
        <a href={login} part="link">
          {m.backToSignIn}
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ResetPasswordForm, () =>
  Promise.all([import('../../runtime/react/forms/forms.css'), import('./reset-password.styles.css')]),
);
