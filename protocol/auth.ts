import { boolean, define, object, optional, trimmed, type Infer } from 'superstruct';
import { asE164Phone, Email, NewPassword, indianPhone, PASSWORD_MAX, StrongPassword, mustBeTrue, oneOf, optionalLanguageTag, requiredText } from './fields.ts';

import { personalPasswordKeyedProblem, registrationWords } from './password.ts';
import { fail, type Problem } from './problems.ts';
import { BILLING_PERIODS, CLINIC_TYPES, TEAM_SIZES, TRIAL_PLANS, type ClinicType, type TeamSize } from './choices.ts';

export type { BillingPeriod, ClinicType, TeamSize, TrialPlan } from './choices.ts';

/** Ensure that a value is a non-empty sign-in password ('Password is required'); an over-long one fails like a wrong one. */
const LoginPassword = define<string>('LoginPassword', (value) => {
  if (typeof value !== 'string' || value.length < 1) return fail('passwordRequired');
  if (value.length > PASSWORD_MAX) return fail('credentialsInvalid');
  return true;
});

/** Ensure that a value is a device token as a client stores it: a short string (a bad one is simply not honoured). */
const DeviceToken = define<string>('DeviceToken', (value) => (typeof value === 'string' && value.length <= 512) || fail('deviceTokenInvalid'));

/** Ensure that a value is a solved proof of work as a client sends it: a short string (a bad one is simply not honoured). */
const Proof = define<string>('Proof', (value) => (typeof value === 'string' && value.length <= 512) || fail('deviceTokenInvalid'));

/**
 * The sign-in form and the body of POST /api/auth/login: e-mail, password, whether to remember the
 * session, the device token this browser was given at its last sign-in, if any, and a solved proof
 * of work when the server asked for one.
 */
export const Login = object({
  email: Email,
  password: LoginPassword,
  rememberMe: optional(boolean()),
  deviceToken: optional(DeviceToken),
  proof: optional(Proof),
});
export type Login = Infer<typeof Login>;

/**
 * The free-trial registration form, camelCase; every field but the team size and the plan chosen on
 * /pricing (with its billing period) is required. The
 * server stores the names and location trimmed and the phone in E.164 (`trimmed` and `asE164Phone`
 * apply when a body is read with coercion; the form checks them as typed).
 */
export const RegisterForm = object({
  clinicName: trimmed(requiredText('clinicNameRequired')),
  ownerName: trimmed(requiredText('ownerNameRequired')),
  email: Email,
  phone: asE164Phone(indianPhone('phoneRequired')),
  password: NewPassword,
  confirmPassword: requiredText('confirmPasswordRequired', PASSWORD_MAX),
  clinicType: oneOf(CLINIC_TYPES, 'clinicTypeRequired'),
  location: trimmed(requiredText('locationRequired')),
  teamSize: optional(oneOf(TEAM_SIZES, 'teamSizeInvalid')),
  plan: optional(oneOf(TRIAL_PLANS, 'planInvalid')),
  billing: optional(oneOf(BILLING_PERIODS, 'billingInvalid')),
  agreeToTerms: mustBeTrue('termsRequired'),
  /** The language the account speaks (its mails' language): a tag such as `hi-IN`; an unknown one is the request's language. */
  language: optionalLanguageTag(),
});
export type RegisterForm = Infer<typeof RegisterForm>;

/** The registration's cross-field rule: the confirmation equals the password ('Passwords do not match'). */
export function passwordsMatch(value: { password?: unknown; confirmPassword?: unknown }): { confirmPassword: Problem } | null {
  return value.password === value.confirmPassword ? null : { confirmPassword: { key: 'passwordsDoNotMatch' } };
}

/** The registration's rule against a password made from the owner's name, the clinic's name or the e-mail address. */
export function passwordNotPersonal(value: { password?: unknown; ownerName?: unknown; clinicName?: unknown; email?: unknown }) {
  if (typeof value.password !== 'string') return null;
  const problem = personalPasswordKeyedProblem(value.password, registrationWords(value));
  return problem === null ? null : { password: problem };
}

/** The registration payload: the form plus snake_case copies of its fields, for servers that read either spelling. */
export type RegisterPayload = RegisterForm & {
  clinic_name: string;
  owner_name: string;
  phone: string;
  clinic_type: ClinicType;
  location: string;
  team_size?: TeamSize;
  agree_to_terms: true;
};

/** Builds the registration payload with both key spellings. */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return {
    ...form,
    clinic_name: form.clinicName,
    owner_name: form.ownerName,
    phone: form.phone,
    clinic_type: form.clinicType,
    location: form.location,
    ...(form.teamSize ? { team_size: form.teamSize } : {}),
    agree_to_terms: form.agreeToTerms,
  };
}

/**
 * Reads a registration body in either spelling (camelCase wins) into the form shape, so the server
 * checks it with the same struct the widget uses.
 */
export function fromRegisterPayload(body: Record<string, unknown>): Record<string, unknown> {
  const pick = (camel: string, snake: string) => (body[camel] !== undefined ? body[camel] : body[snake]);
  const teamSize = pick('teamSize', 'team_size');
  // A plan is optional: a blank one is no choice; a billing period means nothing without a plan.
  const plan = body.plan !== undefined && body.plan !== '' ? body.plan : undefined;
  const billing = plan !== undefined && body.billing !== undefined && body.billing !== '' ? body.billing : undefined;
  return {
    clinicName: pick('clinicName', 'clinic_name'),
    ownerName: pick('ownerName', 'owner_name'),
    email: body.email,
    phone: body.phone,
    password: body.password,
    confirmPassword: body.confirmPassword !== undefined ? body.confirmPassword : (body.confirm_password ?? body.password),
    clinicType: pick('clinicType', 'clinic_type'),
    location: body.location,
    ...(teamSize !== undefined && teamSize !== '' ? { teamSize } : {}),
    ...(plan !== undefined ? { plan } : {}),
    ...(billing !== undefined ? { billing } : {}),
    agreeToTerms: pick('agreeToTerms', 'agree_to_terms'),
    ...(body.language !== undefined ? { language: body.language } : {}),
  };
}

/**
 * The forgot-password form and body: one required e-mail address, and optionally the language the
 * reset mail is to be written in (a tag; else the request's Accept-Language, else the account's).
 */
export const ForgotPassword = object({ email: Email, language: optionalLanguageTag() });
export type ForgotPassword = Infer<typeof ForgotPassword>;

/** The reset token as read from the address; without one the page says 'Invalid or missing reset token'. */
export const ResetToken = requiredText('resetTokenMissing', 512);

/** The body of POST /api/auth/verify-reset-token. */
export const VerifyResetToken = object({ token: ResetToken });
export type VerifyResetToken = Infer<typeof VerifyResetToken>;

/** The body of POST /api/auth/reset-password: the token and a password passing the reset rules (resetPasswordProblem). */
export const ResetPassword = object({ token: ResetToken, password: StrongPassword });
export type ResetPassword = Infer<typeof ResetPassword>;

/** The body of POST /api/auth/refresh-token and /api/auth/logout. */
export const RefreshTokenBody = object({ refreshToken: requiredText('refreshTokenRequired', 512) });
export type RefreshTokenBody = Infer<typeof RefreshTokenBody>;

export { resetFormKeyedProblem, resetFormProblem } from './password.ts';
