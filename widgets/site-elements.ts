/**
 * The elements of the assembled site (issue 5): chrome, feature tabs, demo tour, error screens,
 * contact form, newsletter and chat launcher. widgets/elements.ts adds them to the bundle's list.
 */
import type { WidgetDefinition } from './core/element/define.tsx';
import type { EnhancerDefinition } from './core/element/enhancer.ts';
import { chatLauncher } from './chat-launcher/chat-launcher.element.ts';
import { contactForm } from './contact-form/contact-form.element.ts';
import { demoTour } from './demo-tour/demo-tour.element.ts';
import { errorPage } from './error-page/error-page.element.ts';
import { featureTabs } from './feature-tabs/feature-tabs.element.ts';
import { newsletter } from './newsletter/newsletter.element.ts';
import { notFound } from './not-found/not-found.element.ts';
import { serverError } from './server-error/server-error.element.ts';
import { siteHeader } from './site-header/site-header.element.ts';

export const siteDefinitions: (WidgetDefinition<any> | EnhancerDefinition)[] = [
  siteHeader,
  featureTabs,
  demoTour,
  contactForm,
  chatLauncher,
  newsletter,
  notFound,
  serverError,
  errorPage,
];
