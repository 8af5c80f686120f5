/** en-IN: the password fields of the account forms. */
export const forms = {
  show: 'Show',
  hide: 'Hide',
  passwordSuffix: ' password',
};
