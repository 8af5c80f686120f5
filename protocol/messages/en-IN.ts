/**
 * The reference catalog, Indian English: every message the protocol's checks and the API give. The
 * other languages' modules have exactly these keys and these `{placeholders}` (their types say so,
 * and test/unit/catalogs.test.ts checks it). A language module imports nothing but types, so the
 * browser can load one language as a chunk of its own.
 */

/** The field messages of the form checks, keyed by the problem a check finds. */
export const validation = {
  /** A failure the protocol's own rules did not name (a value of the wrong JSON type). */
  invalidValue: 'Please check this value',
  invalidInput: 'Invalid input data',
  controlCharacters: 'Please remove the invisible control characters from this field',
  tooLong: 'Please keep this under {max, number, ::group-off} characters',
  enterText: 'Please enter text',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid Indian phone number: a 10-digit mobile, or a landline with its STD code (022 2345 6789)',
  phoneRequired: 'Phone number is required',
  phoneForMethod: 'Please enter a phone number so we can call or message you',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {min} characters long',
  passwordTooLong: 'Password must be at most {max} characters long',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordPersonal: "This password is too easy to guess: it is made from your name, your clinic's name or your email address",
  passwordCommon: 'This password is too common. Please choose a less predictable one.',
  confirmPasswordRequired: 'Please confirm your password',
  /** The reset form's checklist, one line per group of rules. */
  checklistLength: 'At least {min} characters',
  checklistCases: 'Upper and lower case letters',
  checklistNumber: 'At least one number',
  credentialsInvalid: 'Invalid email or password',
  deviceTokenInvalid: 'Invalid device token',
  clinicNameRequired: 'Clinic name is required',
  ownerNameRequired: 'Owner name is required',
  clinicTypeRequired: 'Please select your clinic type',
  locationRequired: 'Location is required',
  teamSizeInvalid: 'Please select a team size',
  planInvalid: 'Please choose a plan from the pricing page',
  billingInvalid: 'Please choose monthly or annual billing',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy',
  resetTokenMissing: 'Invalid or missing reset token',
  refreshTokenRequired: 'Refresh token is required',
  nameRequired: 'Please enter your name',
  messageRequired: 'Please enter a message',
  contactMethodInvalid: 'Please choose how we should contact you',
};

/**
 * The message of every API error code, then the messages the browser shows by status when an
 * answer carries none (STATUS_…, UNEXPECTED_ERROR, NETWORK_ERROR).
 */
export const errors = {
  INVALID_INPUT: 'Invalid input data',
  MALFORMED_JSON: 'Malformed JSON in request body',
  INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  BAD_REQUEST: 'Bad request',
  INVALID_CREDENTIALS: 'Invalid email or password',
  UNAUTHORIZED: 'Invalid or expired access token',
  REFRESH_TOKEN_INVALID: 'Invalid or expired refresh token',
  RESET_TOKEN_INVALID: 'Invalid or expired reset token',
  FORBIDDEN_ORIGIN: 'This origin is not allowed to use the API.',
  USER_NOT_FOUND: 'User not found',
  NOT_FOUND: 'Not found',
  EMAIL_EXISTS: 'Email already exists',
  PAYLOAD_TOO_LARGE: 'Request body is too large (the limit is 1 MB).',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  SERVER_ERROR: 'Server error. Please try again later.',
  STATUS_400: 'Invalid input data',
  STATUS_401: 'Invalid credentials',
  STATUS_404: 'User not found',
  STATUS_409: 'Email already exists',
  STATUS_500: 'Server error. Please try again later.',
  UNEXPECTED_ERROR: 'An unexpected error occurred',
  NETWORK_ERROR: 'Network error. Please check your connection.',
};

/** The `{message}` of the API's successful answers. */
export const answers = {
  resetLinkSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  contactThanks: "Thanks for your message. We'll get back to you within 4 hours.",
  newsletterThanks: "You're subscribed. Watch your inbox for product news.",
};
