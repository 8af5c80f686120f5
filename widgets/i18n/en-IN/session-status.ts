/** en-IN: `<clinic-session-status>`. */
export const sessionStatus = {
  signIn: 'Sign In',
  account: 'Account',
  openApp: 'Open the app',
  signOut: 'Sign out',
};
