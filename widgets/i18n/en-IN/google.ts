/** en-IN: Google sign-in under the sign-in and register forms. */
export const google = {
  or: 'or',
  unavailable: 'Google sign-in is not available yet. Please use your email address and password instead.',
};
