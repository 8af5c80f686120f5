import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

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
  const shown = visible ?? ownVisible;
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password">
          <input className="input" part="input" type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" {...input} {...control} />
          {visible === undefined ? (
            <button type="button" className="button link reveal" aria-pressed={shown} aria-controls={control.id} onClick={() => setOwnVisible((v) => !v)}>
              {shown ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
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
