/** en-IN: `<clinic-newsletter>`. */
export const newsletter = {
  subscribed: "You're subscribed. Watch your inbox for product news.",
  failed: 'We could not subscribe you. Please try again.',
  email: 'Email address',
  placeholder: 'you@yourclinic.in',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
};
