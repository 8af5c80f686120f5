/** en-IN: `<clinic-sign-in>`. */
export const signIn = {
  welcomeBack: 'Welcome back',
  heading: 'Sign in to your clinic',
  email: 'Email address',
  password: 'Password',
  rememberMe: 'Remember me for 30 days',
  forgot: 'Forgot password?',
  submit: 'Sign In',
  submitting: 'Signing in...',
  google: 'Sign in with Google',
  newHere: 'New to ClinicPlatform?',
  startTrial: 'Start your free trial',
};
