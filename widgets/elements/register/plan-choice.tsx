/**
 * The plan chosen on /pricing, named with its price above the register form and in the welcome
 * after it. Fetched only when the page's address names a plan.
 */
import { useSiteLink } from '../../runtime/react/context.ts';
import { trialChoice, type TrialChoice } from '../pricing/format.ts';
import { useLocale, useMessages } from '../../i18n/react.tsx';
import { rich } from '../../i18n/rich.tsx';
import type { Message } from '../../../protocol/message.ts';
import { plan } from '../../../protocol/locales/en-IN/plan.js';
// Imported as every element's code imports it: a chunk loaded on demand that reached React but not
// the renderer would make esbuild split React from the renderer into two chunks every page loads.
import '../../runtime/react/mount.tsx';

/** The plan and billing period chosen on the pricing page (`?plan=pro&billing=annually`), if any. */
export function chosenPlan(search: string): TrialChoice | null {
  const params = new URLSearchParams(search);
  return trialChoice(params.get('plan'), params.get('billing'));
}

/** The line naming the chosen plan above the form, with a way back to change it. */
export default function PlanChoice({ search }: { search: string }) {
  const site = useSiteLink();
  const m = useMessages('plan', plan);
  const chosen = chosenPlan(search);
  const line = usePlanLine(chosen, m.chosen);
  if (!chosen) return null;
  return (
    <p className="banner info plan-choice" part="plan">
      <span>{line}</span> <a href={site('/pricing')}>{m.change}</a>
    </p>
  );
}

/** A line naming a chosen plan, its billing period and its price, in the element's language. */
export function usePlanLine(chosen: TrialChoice | null, message: Message) {
  const m = useMessages('plan', plan);
  const { format, rupees } = useLocale();
  if (!chosen) return null;
  const price = format(chosen.billing === 'annually' ? m.perYear : m.perMonth, { price: rupees(chosen.amount) });
  return rich(message, { strong: (name) => <strong>{name}</strong> }, { plan: chosen.plan.name, billing: chosen.billing, price });
}
