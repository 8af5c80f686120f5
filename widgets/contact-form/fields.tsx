import type { ContactMethod } from '../core/schemas/index.ts';

/** The contact methods as the form names them (SPEC §3: email, phone, whatsapp, video). */
export const METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  video: 'Video call',
};

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  optional?: boolean;
  multiline?: boolean;
}

/** One labelled input with its error message tied to it (aria-invalid, aria-describedby). */
export function Field({ id, name, label, value, error, onChange, type = 'text', autoComplete, required, optional, multiline }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: 'input',
    part: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required ? true : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact-method radio group. */
export function MethodChoice({ name, value, onChange }: { name: string; value: ContactMethod; onChange(value: string): void }) {
  return (
    <fieldset className="methods">
      <legend className="label">How should we contact you?</legend>
      <div className="choices">
        {(Object.keys(METHOD_LABELS) as ContactMethod[]).map((method) => (
          <label key={method} className="choice">
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
            <span>{METHOD_LABELS[method]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
