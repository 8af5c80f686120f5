/**
 * Every element of the bundle, listed once by its definition (importing it defines the tag, so the
 * classic script defines them all at once). Its tag and when its code loads are read from the
 * definition: with the classic script (`script`: the header's enhancer, plain DOM), or as a chunk
 * by its loading strategies (runtime/script/element/hydrate.ts). The bundle's entry, the manifest (in this
 * order) and the server renderer read this list.
 */
import { chatLauncher } from './elements/chat-launcher/chat-launcher.element.ts';
import { chat } from './elements/chat/chat.element.ts';
import { contactForm } from './elements/contact-form/contact-form.element.ts';
import type { HydrateOn, WidgetDefinition } from './runtime/script/element/define.tsx';
import type { EnhancerDefinition } from './runtime/script/element/enhancer.ts';
import { demoTour } from './elements/demo-tour/demo-tour.element.ts';
import { errorPage } from './elements/error-page/error-page.element.ts';
import { faq } from './elements/faq/faq.element.ts';
import { featureTabs } from './elements/feature-tabs/feature-tabs.element.ts';
import { forgotPassword } from './elements/forgot-password/forgot-password.element.ts';
import { handbookNav } from './elements/handbook-nav/handbook-nav.element.ts';
import { helpArticle } from './elements/help-article/help-article.element.ts';
import { helpCategory } from './elements/help-category/help-category.element.ts';
import { helpSearch } from './elements/help-search/help-search.element.ts';
import { newsletter } from './elements/newsletter/newsletter.element.ts';
import { notFound } from './elements/not-found/not-found.element.ts';
import { pricing } from './elements/pricing/pricing.element.ts';
import { register } from './elements/register/register.element.ts';
import { resetPassword } from './elements/reset-password/reset-password.element.ts';
import { serverError } from './elements/server-error/server-error.element.ts';
import { sessionStatus } from './elements/session-status/session-status.element.ts';
import { signIn } from './elements/sign-in/sign-in.element.ts';
import { siteHeader } from './elements/site-header/site-header.element.ts';

/** One element: its tag, its definition, and when its code loads (all read from its definition). */
export interface RegistryEntry {
  tag: string;
  definition: WidgetDefinition<any> | EnhancerDefinition;
  /** Its loading strategy, or `script` for an enhancer whose behaviour comes with the script. */
  loads: HydrateOn | 'script';
}

/** Each element's definition, once: the order is the manifest's. */
const elements: readonly (WidgetDefinition<any> | EnhancerDefinition)[] = [
  // Account: the session in the header, and the sign-in, register and password pages.
  sessionStatus,
  signIn,
  register,
  forgotPassword,
  resetPassword,
  // The site's pages: chrome, product sections, forms and error screens.
  siteHeader,
  featureTabs,
  demoTour,
  contactForm,
  chatLauncher,
  newsletter,
  notFound,
  serverError,
  errorPage,
  // The help centre (the articles come from assets/help-articles.json, not the bundle).
  helpArticle,
  helpCategory,
  helpSearch,
  faq,
  handbookNav,
  // What partners embed on their own pages.
  chat,
  pricing,
];

export const registry: readonly RegistryEntry[] = /* @__PURE__ */ elements.map((definition) => ({
  tag: definition.tag,
  definition,
  loads: ('hydrate' in definition && definition.hydrate) || 'script',
}));

/** The definitions in registry order (the manifest's order). */
export const definitions = /* @__PURE__ */ registry.map((entry) => entry.definition);
