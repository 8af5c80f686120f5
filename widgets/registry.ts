/**
 * Every element of the bundle, listed once: its tag, its definition (importing it defines the tag,
 * so the classic script defines them all at once) and when its code loads: with the classic script
 * (`script`: the header's enhancer, plain DOM), or as a chunk on `load`, when `visible`, on the first
 * `interaction`, or once a `session` is known. The bundle's entry, the manifest (in this order) and
 * the server renderer read this list; test/core/registry.test.ts holds each entry to its definition.
 */
import { chatLauncher } from './chat-launcher/chat-launcher.element.ts';
import { chat } from './chat/chat.element.ts';
import { contactForm } from './contact-form/contact-form.element.ts';
import type { HydrateOn, WidgetDefinition } from './core/element/define.tsx';
import type { EnhancerDefinition } from './core/element/enhancer.ts';
import { demoTour } from './demo-tour/demo-tour.element.ts';
import { errorPage } from './error-page/error-page.element.ts';
import { faq } from './faq/faq.element.ts';
import { featureTabs } from './feature-tabs/feature-tabs.element.ts';
import { forgotPassword } from './forgot-password/forgot-password.element.ts';
import { handbookNav } from './handbook-nav/handbook-nav.element.ts';
import { helpArticle } from './help-article/help-article.element.ts';
import { helpCategory } from './help-category/help-category.element.ts';
import { helpSearch } from './help-search/help-search.element.ts';
import { newsletter } from './newsletter/newsletter.element.ts';
import { notFound } from './not-found/not-found.element.ts';
import { pricing } from './pricing/pricing.element.ts';
import { register } from './register/register.element.ts';
import { resetPassword } from './reset-password/reset-password.element.ts';
import { serverError } from './server-error/server-error.element.ts';
import { sessionStatus } from './session-status/session-status.element.ts';
import { signIn } from './sign-in/sign-in.element.ts';
import { siteHeader } from './site-header/site-header.element.ts';

/** One element: its tag, its definition, and when its code loads. */
export interface RegistryEntry {
  tag: string;
  definition: WidgetDefinition<any> | EnhancerDefinition;
  loads: HydrateOn | 'script';
}

export const registry: readonly RegistryEntry[] = [
  // Account: the session in the header, and the sign-in, register and password pages.
  { tag: 'clinic-session-status', definition: sessionStatus, loads: 'session' },
  { tag: 'clinic-sign-in', definition: signIn, loads: 'load' },
  { tag: 'clinic-register', definition: register, loads: 'load' },
  { tag: 'clinic-forgot-password', definition: forgotPassword, loads: 'load' },
  { tag: 'clinic-reset-password', definition: resetPassword, loads: 'load' },
  // The site's pages: chrome, product sections, forms and error screens.
  { tag: 'clinic-site-header', definition: siteHeader, loads: 'script' },
  { tag: 'clinic-feature-tabs', definition: featureTabs, loads: 'load' },
  { tag: 'clinic-demo-tour', definition: demoTour, loads: 'load' },
  { tag: 'clinic-contact-form', definition: contactForm, loads: 'load' },
  { tag: 'clinic-chat-launcher', definition: chatLauncher, loads: 'interaction' },
  { tag: 'clinic-newsletter', definition: newsletter, loads: 'interaction' },
  { tag: 'clinic-not-found', definition: notFound, loads: 'load' },
  { tag: 'clinic-server-error', definition: serverError, loads: 'load' },
  { tag: 'clinic-error-page', definition: errorPage, loads: 'load' },
  // The help centre (the articles come from assets/help-articles.json, not the bundle).
  { tag: 'clinic-help-article', definition: helpArticle, loads: 'load' },
  { tag: 'clinic-help-category', definition: helpCategory, loads: 'load' },
  { tag: 'clinic-help-search', definition: helpSearch, loads: 'interaction' },
  { tag: 'clinic-faq', definition: faq, loads: 'visible' },
  { tag: 'clinic-handbook-nav', definition: handbookNav, loads: 'interaction' },
  // What partners embed on their own pages.
  { tag: 'clinic-chat', definition: chat, loads: 'interaction' },
  { tag: 'clinic-pricing', definition: pricing, loads: 'visible' },
];

/** The definitions in registry order (the manifest's order). */
export const definitions = /* @__PURE__ */ registry.map((entry) => entry.definition);
