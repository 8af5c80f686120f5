import { useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { SUBMIT_WITHOUT_SCRIPT } from './without-script.ts';
import { useMessages } from '../../../i18n/react.tsx';
import { forms } from '../../../../protocol/locales/en-IN/forms.js';

/** Ids for a field's input, its error and its hint, unique inside one shadow root. */
export function fieldIds(name: string) {
  return { input: `field-${name}`, error: `field-${name}-error`, hint: `field-${name}-hint` };
}

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with the attributes that tie it to its label, error and hint. */
  children: (control: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error, tied together for assistive technology. */
export function Field({ name, label, error, hint, children }: FieldProps) {
  const ids = fieldIds(name);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      {children({ id: ids.input, name, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {/* The hint sits under its control, so controls side by side in a grid line up whether or not they have one. */}
      {hint ? (
        <p className="hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'>;

/** A text-like input in a Field. */
export function TextField({
  name,
  label,
  error,
  hint,
  ...input
}: { name: string; label: ReactNode; error?: string | undefined; hint?: ReactNode } & InputProps) {
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      {(control) => <input className="input" part="input" {...input} {...control} />}
    </Field>
  );
}

/**
 * A password input with its own Show/Hide toggle (a real button, announced by its pressed state);
 * given `visible`, it is shown or hidden from outside (the reset form's one "Show passwords" box)
 * and has no button of its own.
 */
export function PasswordField({
  name,
  label,
  error,
  hint,
  visible,
  ...input
}: { name: string; label: ReactNode; error?: string | undefined; hint?: ReactNode; visible?: boolean } & InputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const m = useMessages('forms', forms);
  const shown = visible ?? ownVisible;
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password">
          <input className="input" part="input" type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" {...input} {...control} />
          {visible === undefined ? (
            <button
              type="button"
              className="button link reveal"
              aria-pressed={shown}
              aria-controls={control.id}
              aria-label={shown ? m.hidePassword : m.showPassword}
              onClick={() => setOwnVisible((v) => !v)}
            >
              {shown ? m.hide : m.show}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The general message of a form, announced when it appears. */
export function Banner({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`banner ${kind}`} role={kind === 'error' ? 'alert' : 'status'} part={`banner ${kind}`}>
      {children}
    </p>
  );
}

/**
 * A form's submit button: disabled and `aria-busy` while it sends, with its busy label. The label
 * is in the server's markup too (`data-busy-label`), so a submit made before the element's code
 * arrives shows it at once (runtime/script/element/held-actions.ts).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'button block',
  part = 'button submit',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  part?: string;
}) {
  return (
    <button type="submit" className={className} part={part} disabled={busy} aria-busy={busy || undefined} data-busy-label={busyLabel}>
      {busy ? busyLabel : label}
    </button>
  );
}

type FormValues = Record<string, string | boolean>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form's values, and what ties a control to one of them: `change(name)` for any control (a
 * checkbox gives its checked state), `bind(name, errors)` for a text field (its name, value,
 * change handler and error).
 */
export function useFormValues<V extends FormValues>(initial: V) {
  const [values, setValues] = useState(initial);
  const change = (name: keyof V & string) => (event: ChangeEvent<Control>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const bind = (name: keyof V & string, errors: Record<string, string> = {}) => ({
    name,
    value: String(values[name]),
    onChange: change(name),
    error: errors[name],
  });
  return { values, setValues, change, bind };
}

/**
 * An account form (sign in, register, forgot and reset password): titled by its heading, busy
 * while it sends, posting to the page that says it needs JavaScript when submitted before its
 * code has come (SUBMIT_WITHOUT_SCRIPT), and sent by `onSubmit` once hydrated.
 */
export function AccountForm({
  id,
  heading,
  headingPart,
  busy,
  warm,
  onSubmit,
  children,
}: {
  /** The form's class and the stem of its heading's id. */
  id: string;
  heading: ReactNode;
  headingPart?: string;
  busy: boolean;
  /** The form submit's `warm` handlers (use-form-submit.ts). */
  warm: { onFocus: () => void; onPointerEnter: () => void };
  onSubmit: () => void;
  children: ReactNode;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form {...SUBMIT_WITHOUT_SCRIPT} {...warm} className={id} part="form" noValidate onSubmit={send} aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} part={headingPart}>
        {heading}
      </h2>
      {children}
    </form>
  );
}
