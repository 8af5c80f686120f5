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
export const pricing = widget('clinic-pricing', () => import('./pricing.component.tsx'), { hydrate: 'visible', attributes, content: ['pricingContent'] });

defineWidget(pricing);

export type ClinicPricingElement = WidgetElement<typeof attributes>;
