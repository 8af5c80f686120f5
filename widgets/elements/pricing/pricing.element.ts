import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The billing period shown; the toggle sets it. */
  billing: { type: 'string', values: ['monthly', 'annually'], default: 'monthly' },
  /** Space-separated sections to show, from "plans comparison guarantee faq"; unknown words are ignored; default: all. */
  sections: { type: 'string', default: 'plans comparison guarantee faq' },
  /** Where "Start Free Trial" leads. */
  signupHref: { type: 'string', default: '/register' },
  /** Where "Contact Sales" leads. */
  salesHref: { type: 'string', default: '/contact' },
} as const;

/** `<clinic-pricing>`: plans, comparison, guarantee and FAQs. */
export const pricing = widget({
  tag: 'clinic-pricing',
  load: () => import('./pricing.component.tsx'),
  hydrate: 'visible',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: pricing.docs = {
  className: 'ClinicPricingElement',
  summary: 'Plans with the monthly/annual toggle, comparison tables, the money-back guarantee and FAQs.',
  events: {
    'clinic-plan-selected': 'A plan button was clicked, before its link is followed; preventDefault() stays on the page.',
    'clinic-billing-change': 'The visitor switched between monthly and annual billing (not fired when the page sets `billing`).',
  },
  parts: {
    toggle: 'The monthly/annual radio group.',
    option: 'Each option of the toggle.',
    save: "The 'Save 20%' badge.",
    card: 'Each plan card; Pro is also `popular`.',
    popular: 'The Most Popular card.',
    badge: "The 'Most Popular' flag.",
    price: "A plan's price.",
    cta: 'Each plan button (a link).',
    table: 'Each comparison table.',
    guarantee: 'The money-back section.',
    question: 'Each FAQ question button.',
    answer: 'Each FAQ answer.',
  },
};

defineWidget(pricing);

export type ClinicPricingElement = WidgetElement<typeof attributes>;
