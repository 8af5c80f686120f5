/**
 * The forms' rules as the submit checks them (superstruct, the e-mail rule and the field rules):
 * a chunk of its own, fetched when the visitor first reaches for a form (see useFormSubmit), so a
 * form page paints and hydrates without it.
 */
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
