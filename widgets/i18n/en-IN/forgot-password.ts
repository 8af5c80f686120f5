/** en-IN: `<clinic-forgot-password>`. */
export const forgotPassword = {
  failed: 'Failed to send reset email. Please try again.',
  sentTitle: 'Check your email',
  sentTo: "We've sent a password reset link to <strong>{email}</strong>.",
  sentHint: "The link is valid for 24 hours and can be used once. If it doesn't arrive in a few minutes, check your spam folder.",
  sendAnother: 'Send Another Email',
  backToSignIn: 'Back to Sign In',
  heading: 'Forgot your password?',
  intro: "Enter the email address you signed up with and we'll send you a link to reset your password.",
  email: 'Email address',
  submit: 'Send Reset Link',
  submitting: 'Sending Reset Link...',
  remembered: 'Remembered it?',
};
