/**
 * What a form needs once the visitor sends it: the rules the submit checks (superstruct, the e-mail
 * rule and the field rules), the element's API, the words of a failed call and the hand-off to the
 * application. A chunk of its own, fetched when the visitor first reaches for a form (see
 * useFormSubmit), so a form page paints and hydrates without it.
 */
import { ApiError, errorMessage } from '../../script/api/errors.ts';
import type { Catalog, Message } from '../../../i18n/types.ts';

export { elementApi } from '../../script/api/element-api.ts';
export { ApiError, SIGN_IN_FALLBACK } from '../../script/api/errors.ts';
export { handoffUrl } from './handoff.ts';
export {
  Login,
  RegisterForm,
  ForgotPassword,
  passwordNotPersonal,
  passwordsMatch,
  resetFormKeyedProblem,
  resetFormProblem,
  toRegisterPayload,
} from '../../../../protocol/auth.ts';
export { checkForm } from '../../../../protocol/check.ts';
export { problemText } from '../../../../protocol/problems.ts';
export { ContactMessage, NewsletterSignup, phoneForMethod } from '../../../../protocol/contact.ts';

/**
 * What a failed call says to the visitor, in the element's language: refused for the site's origin,
 * that the form is not available here yet; else the text of its error code; else its own message.
 */
export function failureText(error: unknown, fallback: string, codes: Partial<Catalog['errors']>, common: Pick<Catalog['common'], 'originRefused'>): string {
  if (error instanceof ApiError && error.kind === 'origin') return common.originRefused;
  return (error instanceof ApiError && error.code ? codes[error.code as keyof Catalog['errors']] : undefined) ?? errorMessage(error, fallback);
}

/**
 * Each field the API refused, with its message: the words of the element's language for the
 * field's code (`EMAIL_INVALID` → `emailInvalid`) where its catalog has them as plain text, else
 * the API's own message (English, and any message that names a value, such as a length). Empty
 * for a failure that refused no field.
 */
export function fieldMessages(error: unknown, messages: Catalog['validation'] | undefined): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found = { ...error.fields };
  if (!messages) return found;
  for (const [field, code] of Object.entries(error.fieldCodes)) {
    const own = (messages as Record<string, Message | undefined>)[code.toLowerCase().replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase())];
    if (field in found && typeof own === 'string') found[field] = own;
  }
  return found;
}
