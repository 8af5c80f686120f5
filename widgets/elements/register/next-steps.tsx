import { useSiteLink } from '../../runtime/react/context.ts';
import { plans, GST_NOTE } from '../../content/plans.ts';
import { rupees } from '../pricing/format.ts';

/** Where a new or returning clinic goes next: the handbook's getting started, help and contact. */
export function NextSteps() {
  const site = useSiteLink();
  const steps = [
    ['/handbook#getting-started', 'Set up your clinic with the getting started guide'],
    ['/support', 'Find answers in the help centre'],
    ['/contact', 'Talk to our team'],
  ];
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h3 id="next-steps-title">Next steps</h3>
      <ul>
        {steps.map(([path, label]) => (
          <li key={path}>
            <a href={site(path!)} part="link">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan and billing period chosen on the pricing page (`?plan=pro&billing=annually`), if any. */
export function chosenPlan(search: string) {
  const params = new URLSearchParams(search);
  const plan = plans.find((p) => p.id === params.get('plan') && p.cta.kind === 'signup');
  if (!plan) return null;
  const billing = params.get('billing') === 'annually' ? 'annually' : 'monthly';
  return { plan, billing, price: `${rupees(plan.price[billing] ?? 0)} ${billing === 'annually' ? 'a year' : 'a month'} ${GST_NOTE}` } as const;
}

/** The line naming the chosen plan above the form, with a way back to change it. */
export function PlanChoice({ search }: { search: string }) {
  const site = useSiteLink();
  const chosen = chosenPlan(search);
  if (!chosen) return null;
  return (
    <p className="banner info plan-choice" part="plan">
      <span>
        Plan: <strong>{chosen.plan.name}</strong>, billed {chosen.billing} ({chosen.price})
      </span>{' '}
      <a href={site('/pricing')}>Change plan</a>
    </p>
  );
}
