import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHost, emit, usePageValue } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { CONTACT_METHODS, type ContactMethod } from '../../../protocol/contact-methods.ts';
import { queryParam } from '../../site/page-reads.ts';
import type { attributes } from './contact-form.element.ts';
import { Field, TextField, SubmitButton } from '../../runtime/react/forms/fields.tsx';
import { useFormSubmit } from '../../runtime/react/forms/use-form-submit.ts';
import { MethodChoice } from './fields.tsx';
import { SUBMIT_WITHOUT_SCRIPT } from '../../runtime/react/forms/without-script.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useMessages } from '../../i18n/react.tsx';
import { contact } from '../../../protocol/locales/en-IN/contact.js';

type Values = { name: string; email: string; phone: string; clinicName: string; message: string; contactMethod: ContactMethod };
type TextFieldName = Exclude<keyof Values, 'contactMethod'>;

const isMethod = (value: string | null | undefined): value is ContactMethod =>
  typeof value === 'string' && (CONTACT_METHODS as readonly string[]).includes(value);

/** The method the form starts with: the attribute, else ?method=, else e-mail. */
function startMethod(method: string | undefined, fromQuery: string | null): ContactMethod {
  if (isMethod(method)) return method;
  return isMethod(fromQuery) ? fromQuery : 'email';
}

/** The request body: trimmed, optional fields left out when empty. */
function payload(values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name, email: values.email.trim(), message: values.message, contactMethod: values.contactMethod };
  if (values.phone.trim()) body.phone = values.phone.trim();
  if (values.clinicName.trim()) body.clinicName = values.clinicName.trim();
  return body;
}

/**
 * The /contact message form: name, email and message required; phone, clinic name and
 * contact method (default e-mail) optional. Posts to /api/contact once per submit, keeps the values
 * when sending fails, and fires `clinic-contact-sent` when the message is stored.
 */
export function ContactForm({ method }: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const m = useMessages('contact', contact);
  const id = useId();
  const fromQuery = usePageValue(() => queryParam('method'), null);
  const [values, setValues] = useState<Values>(() => ({
    name: '',
    email: '',
    phone: '',
    clinicName: '',
    message: '',
    contactMethod: startMethod(method, fromQuery),
  }));
  const [thanks, setThanks] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const {
    errors,
    banner: failure,
    submitting: sending,
    submit,
    reset,
    warm,
  } = useFormSubmit({
    order: ['name', 'email', 'phone', 'clinicName', 'message'],
    check: (rules, form: Values) => rules.checkForm(rules.ContactMessage, payload(form), [rules.phoneForMethod]),
    send: (api, message) => api.contact(message),
    fallback: m.failed,
    succeeded: (answer) => {
      setThanks(answer.message?.trim() || m.thanks);
      emit(host, 'clinic-contact-sent', null);
    },
  });

  useEffect(() => {
    if (isMethod(method) || isMethod(fromQuery)) setValues((current) => ({ ...current, contactMethod: startMethod(method, fromQuery) }));
  }, [method, fromQuery]);
  useEffect(() => {
    if (thanks !== null) done.current?.focus();
  }, [thanks]);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  const again = () => {
    setValues((current) => ({
      name: current.name,
      email: current.email,
      phone: current.phone,
      clinicName: current.clinicName,
      message: '',
      contactMethod: current.contactMethod,
    }));
    reset();
    setThanks(null);
  };

  if (thanks !== null) {
    return (
      <div className="done card" part="panel" role="status">
        <h3 ref={done} tabIndex={-1}>
          {m.sent}
        </h3>
        <p>{thanks}</p>
        <button type="button" className="button secondary" part="button" onClick={again}>
          {m.sendAnother}
        </button>
      </div>
    );
  }

  const text = (name: Exclude<TextFieldName, 'message'>, label: string, optional = false) => ({
    name,
    label: optional ? (
      <>
        {label}
        <span className="optional">{m.optional}</span>
      </>
    ) : (
      label
    ),
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name)(event.currentTarget.value),
    ...(optional ? {} : { 'aria-required': true }),
  });

  return (
    <form {...SUBMIT_WITHOUT_SCRIPT} {...warm} className="form" part="form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      {failure && (
        <p className="banner error" role="alert" part="error">
          {failure}
        </p>
      )}
      <div className="grid">
        <TextField {...text('name', m.name)} autoComplete="name" />
        <TextField {...text('email', m.email)} type="email" autoComplete="email" />
        <TextField {...text('phone', m.phone, true)} type="tel" autoComplete="tel" />
        <TextField {...text('clinicName', m.clinicName, true)} autoComplete="organization" />
      </div>
      <MethodChoice name={`${id}-method`} value={values.contactMethod} onChange={set('contactMethod')} />
      <Field name="message" label={m.message} error={errors.message}>
        {(control) => (
          <textarea
            className="input"
            part="input"
            rows={5}
            aria-required
            value={values.message}
            onChange={(event) => set('message')(event.currentTarget.value)}
            {...control}
          />
        )}
      </Field>
      <SubmitButton busy={sending} label={m.submit} busyLabel={m.submitting} part="button" />
    </form>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ContactForm, () => Promise.all([import('./contact-form.styles.css')]));
