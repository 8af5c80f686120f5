import type { ContactMethod } from '../../../protocol/index.ts';
import { CONTACT_METHODS } from '../../../protocol/contact-methods.ts';
import { useMessages } from '../../i18n/react.tsx';
import { contact } from '../../../protocol/locales/en-IN/contact.js';

/** The message key of each contact method's name. */
const methodKey = (method: ContactMethod) => `method${method[0]!.toUpperCase()}${method.slice(1)}` as `method${Capitalize<ContactMethod>}`;

/** The contact-method radio group. */
export function MethodChoice({ name, value, onChange }: { name: string; value: ContactMethod; onChange(value: string): void }) {
  const m = useMessages('contact', contact);
  return (
    <fieldset className="methods">
      <legend className="label">{m.howToContact}</legend>
      <div className="choices">
        {CONTACT_METHODS.map((method) => (
          <label key={method} className="choice">
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
            <span>{m[methodKey(method)]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
