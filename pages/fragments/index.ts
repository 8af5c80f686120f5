/**
 * Markup rendered at build from the content modules (widgets/content/), for `<!--fragment:name-->`
 * in a page: written once as data, present in the static HTML, escaped by React's renderer.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoTourMarkup, totalMinutes } from './demo-tour.tsx';
import { FeatureModulesMarkup, FeatureTabsMarkup, IntegrationsStripMarkup } from './feature-tabs.tsx';
import { SideTestimonialMarkup, TestimonialListMarkup } from './testimonials.tsx';

const render = (component: ComponentType) => () => renderToStaticMarkup(createElement(component));

/** Every fragment by name. */
export const fragments: Record<string, () => string> = {
  'feature-tabs': render(FeatureTabsMarkup),
  'feature-modules': render(FeatureModulesMarkup),
  'integrations-strip': render(IntegrationsStripMarkup),
  'demo-tour': render(DemoTourMarkup),
  'demo-total': () => String(totalMinutes()),
  testimonials: render(TestimonialListMarkup),
  'testimonial-ananya': () => renderToStaticMarkup(createElement(SideTestimonialMarkup, { id: 'ananya' })),
  'testimonial-rohan': () => renderToStaticMarkup(createElement(SideTestimonialMarkup, { id: 'rohan' })),
  'testimonial-kavya': () => renderToStaticMarkup(createElement(SideTestimonialMarkup, { id: 'kavya' })),
};
