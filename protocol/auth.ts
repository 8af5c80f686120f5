import { boolean, define, object, optional, trimmed, type Infer } from 'superstruct';
import {
  asE164Phone,
  Email,
  NewPassword,
  indianPhone,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MAX,
  StrongPassword,
  mustBeTrue,
  oneOf,
  requiredText,
} from './fields.ts';

import { personalPasswordProblem, registrationWords } from './password.ts';
import { BILLING_PERIODS, CLINIC_TYPES, TEAM_SIZES, TRIAL_PLANS, type ClinicType, type TeamSize } from './choices.ts';

export type { BillingPeriod, ClinicType, TeamSize, TrialPlan } from './choices.ts';

/** Ensure that a value is a non-empty sign-in password ('Password is required'); an over-long one fails like a wrong one. */
const LoginPassword = define<string>('LoginPassword', (value) => {
  if (typeof value !== 'string' || value.length < 1) return 'Password is required';
  if (value.length > PASSWORD_MAX) return 'Invalid email or password';
  return true;
});

/** Ensure that a value is a device token as a client stores it: a short string (a bad one is simply not honoured). */
const DeviceToken = define<string>('DeviceToken', (value) => (typeof value === 'string' && value.length <= 512) || 'Invalid device token');

/**
 * The sign-in form and the body of POST /api/auth/login: e-mail, password, whether to remember the
 * session, and the device token this browser was given at its last sign-in, if any.
 */
export const Login = object({
  email: Email,
  password: LoginPassword,
  rememberMe: optional(boolean()),
  deviceToken: optional(DeviceToken),
});
export type Login = Infer<typeof Login>;

/**
 * The free-trial registration form, camelCase; every field but the team size and the plan chosen on
 * /pricing (with its billing period) is required. The
 * server stores the names and location trimmed and the phone in E.164 (`trimmed` and `asE164Phone`
 * apply when a body is read with coercion; the form checks them as typed).
 */
export const RegisterForm = object({
  clinicName: trimmed(requiredText('Clinic name is required')),
  ownerName: trimmed(requiredText('Owner name is required')),
  email: Email,
  phone: asE164Phone(indianPhone('Phone number is required')),
  password: NewPassword,
  confirmPassword: requiredText('Please confirm your password', PASSWORD_MAX),
  clinicType: oneOf(CLINIC_TYPES, 'Please select your clinic type'),
  location: trimmed(requiredText('Location is required')),
  teamSize: optional(oneOf(TEAM_SIZES, 'Please select a team size')),
  plan: optional(oneOf(TRIAL_PLANS, 'Please choose a plan from the pricing page')),
  billing: optional(oneOf(BILLING_PERIODS, 'Please choose monthly or annual billing')),
  agreeToTerms: mustBeTrue('You must agree to the Terms of Service and Privacy Policy'),
});
export type RegisterForm = Infer<typeof RegisterForm>;

/** The registration's cross-field rule: the confirmation equals the password ('Passwords do not match'). */
export function passwordsMatch(value: { password?: unknown; confirmPassword?: unknown }) {
  return value.password === value.confirmPassword ? null : { confirmPassword: PASSWORDS_DO_NOT_MATCH };
}

/** The registration's rule against a password made from the owner's name, the clinic's name or the e-mail address. */
export function passwordNotPersonal(value: { password?: unknown; ownerName?: unknown; clinicName?: unknown; email?: unknown }) {
  if (typeof value.password !== 'string') return null;
  const message = personalPasswordProblem(value.password, registrationWords(value));
  return message === null ? null : { password: message };
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
  };
}

/** The forgot-password form and body: one required e-mail address. */
export const ForgotPassword = object({ email: Email });
export type ForgotPassword = Infer<typeof ForgotPassword>;

/** The reset token as read from the address; without one the page says 'Invalid or missing reset token'. */
export const ResetToken = requiredText('Invalid or missing reset token', 512);

/** The body of POST /api/auth/verify-reset-token. */
export const VerifyResetToken = object({ token: ResetToken });
export type VerifyResetToken = Infer<typeof VerifyResetToken>;

/** The body of POST /api/auth/reset-password: the token and a password passing the reset rules (resetPasswordProblem). */
export const ResetPassword = object({ token: ResetToken, password: StrongPassword });
export type ResetPassword = Infer<typeof ResetPassword>;

/** The body of POST /api/auth/refresh-token and /api/auth/logout. */
export const RefreshTokenBody = object({ refreshToken: requiredText('Refresh token is required', 512) });
export type RefreshTokenBody = Infer<typeof RefreshTokenBody>;

export { resetFormProblem } from './password.ts';
