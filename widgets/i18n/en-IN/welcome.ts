/** en-IN: what `<clinic-register>` shows once the account exists (or someone is signed in). */
export const welcome = {
  trialStarted: 'Your free trial has started',
  signedIn: "You're signed in",
  welcomeSent: "We've sent a welcome email with these links to {email}.",
  planStarted: 'Plan: <strong>{plan}</strong>, billed {billing, select, annually {annually} other {monthly}} ({price}). Nothing is charged during the trial.',
  nextSteps: 'Next steps',
  stepGuide: 'Set up your clinic with the getting started guide',
  stepHelp: 'Find answers in the help centre',
  stepContact: 'Talk to our team',
};
