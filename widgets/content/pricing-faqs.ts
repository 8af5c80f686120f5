import type { Faq } from './types.ts';

/** The four questions under the pricing table. */
export const pricingFaqs: Faq[] = [
  {
    question: 'Do I need a credit card to start the free trial?',
    answer:
      'No. The free trial lasts 14 days and starts without a credit card: explore every part of the platform with your own clinic, and choose a plan only when you are ready. Nothing is charged when the trial ends.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade or downgrade at any time from your subscription settings, and switch between monthly and annual billing; annual billing saves 20%. Upgrades take effect straight away. If you have more clients than the new plan allows (500 on Basic, 2,000 on Pro), archive some first or choose a larger plan.',
  },
  {
    question: 'What is the money-back guarantee?',
    answer:
      'Every paid plan comes with a 30-day money-back guarantee. If the platform is not right for your clinic within the first 30 days, tell us and we will refund your payment.',
  },
  {
    question: 'Are there setup fees, and how do I cancel?',
    answer:
      'There are no setup fees, and most clinics are set up in under 24 hours. You can cancel at any time with 30 days notice. Any change to our prices is announced 30 days in advance.',
  },
];
