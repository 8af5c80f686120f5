/**
 * What /register shows once someone is signed in: after registering, the welcome with the plan
 * the trial started on; for a returning user, simply that they are signed in; then the next steps.
 * Its code is fetched only then (or as the form is sent), so the form's page does not carry it.
 */
import { useSiteLink } from '../../runtime/react/context.ts';
import { SignedInPanel } from '../../runtime/react/forms/signed-in.tsx';
import { useSession } from '../../runtime/react/use-session.ts';
import { useLocale, useMessages } from '../../i18n/react.tsx';
import { welcome } from '../../../protocol/locales/en-IN/welcome.js';
import { trialChoice } from '../pricing/format.ts';
import { usePlanLine } from './plan-choice.tsx';

/** The signed-in view; `email` is the address just registered, when `succeeded`. */
export default function RegisterWelcome({ succeeded, email }: { succeeded: boolean; email: string }) {
  const m = useMessages('welcome', welcome);
  const { format } = useLocale();
  const user = useSession((state) => state.user);
  return (
    <SignedInPanel heading={succeeded ? m.trialStarted : m.signedIn} focus={succeeded}>
      {succeeded ? <TrialPlan plan={user?.plan} billing={user?.billing} /> : null}
      {succeeded ? <p>{format(m.welcomeSent, { email })}</p> : null}
      <NextSteps />
    </SignedInPanel>
  );
}

/** Where a new or returning clinic goes next: the handbook's getting started, help and contact. */
export function NextSteps() {
  const site = useSiteLink();
  const m = useMessages('welcome', welcome);
  const steps = [
    ['/handbook#getting-started', m.stepGuide],
    ['/support', m.stepHelp],
    ['/contact', m.stepContact],
  ];
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h3 id="next-steps-title">{m.nextSteps}</h3>
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

/** The welcome view's line naming the plan the trial started on, read from the signed-in user; nothing without one. */
export function TrialPlan({ plan, billing }: { plan: unknown; billing: unknown }) {
  const chosen = trialChoice(plan, billing);
  const line = usePlanLine(chosen, useMessages('welcome', welcome).planStarted);
  if (!chosen) return null;
  return <p part="plan">{line}</p>;
}
