import { useSiteLink } from '../../runtime/react/context.ts';
import { trialChoice, type TrialChoice } from '../pricing/format.ts';

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
export function chosenPlan(search: string): TrialChoice | null {
  const params = new URLSearchParams(search);
  return trialChoice(params.get('plan'), params.get('billing'));
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

/** The welcome view's line naming the plan the trial started on, read from the signed-in user; nothing without one. */
export function TrialPlan({ plan, billing }: { plan: unknown; billing: unknown }) {
  const chosen = trialChoice(plan, billing);
  if (!chosen) return null;
  return (
    <p part="plan">
      Plan: <strong>{chosen.plan.name}</strong>, billed {chosen.billing} ({chosen.price}). Nothing is charged during the trial.
    </p>
  );
}
