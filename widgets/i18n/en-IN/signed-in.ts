/** en-IN: what an account form shows once someone is signed in. */
export const signedIn = {
  signedInAs: "You're signed in as <strong>{name}</strong> ({email}).",
  signedInAsFor: "You're signed in as <strong>{name}</strong> ({email}) for {clinic}.",
  signOut: 'Sign out',
};
