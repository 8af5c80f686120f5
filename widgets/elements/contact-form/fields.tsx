import type { ContactMethod } from '../../../protocol/index.ts';

/** The contact methods as the form names them. */
export const METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  video: 'Video call',
};

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
