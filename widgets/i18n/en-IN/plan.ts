/** en-IN: the plan chosen on /pricing, as `<clinic-register>` names it before and after registering. */
export const plan = {
  chosen: 'Plan: <strong>{plan}</strong>, billed {billing, select, annually {annually} other {monthly}} ({price})',
  change: 'Change plan',
  perMonth: '{price} a month + 18% GST',
  perYear: '{price} a year + 18% GST',
};
