/**
 * Markup rendered at build from the content modules (widgets/content/), for `<!--fragment:name-->`
 * in a page: written once as data, present in the static HTML, escaped by React's renderer.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoTourMarkup, totalMinutes } from './demo-tour.tsx';
import { FeatureModulesMarkup, FeatureTabsMarkup, IntegrationsStripMarkup } from './feature-tabs.tsx';
import { SideTestimonialMarkup, TestimonialListMarkup } from './testimonials.tsx';
import { companyFragments } from './company.ts';
import { fragmentContent } from './content.ts';
import type { SiteMessages } from '../site-catalog.ts';

type InLanguage = { messages: SiteMessages };
const render = (component: ComponentType<InLanguage>) => (messages: SiteMessages) => renderToStaticMarkup(createElement(component, { messages }));
const quote = (id: string) => (messages: SiteMessages) => renderToStaticMarkup(createElement(SideTestimonialMarkup, { id, messages }));

/** Every fragment by name, rendered in the page's language. */
export const fragments: Record<string, (messages: SiteMessages) => string> = {
  'feature-tabs': render(FeatureTabsMarkup),
  'feature-modules': render(FeatureModulesMarkup),
  'integrations-strip': render(IntegrationsStripMarkup),
  'demo-tour': render(DemoTourMarkup),
  'demo-total': (messages) => String(totalMinutes(fragmentContent(messages).demoSections)),
  testimonials: render(TestimonialListMarkup),
  'testimonial-ananya': quote('ananya'),
  'testimonial-rohan': quote('rohan'),
  'testimonial-kavya': quote('kavya'),
  ...companyFragments,
};
