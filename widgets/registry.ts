/**
 * Every element of the bundle, listed once by its definition (importing it defines the tag, so the
 * classic script defines them all at once). Its tag and when its code loads are read from the
 * definition: with the classic script (`script`: the header's enhancer, plain DOM), or as a chunk
 * by its loading strategies (core/element/hydrate.ts). The bundle's entry, the manifest (in this
 * order) and the server renderer read this list.
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
