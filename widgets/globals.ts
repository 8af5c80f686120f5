// Written by scripts/element-types.ts from the element definitions (npm run build): do not edit.
/**
 * The globals as the project's own code and tests see them: `window.ClinicWidgets` with its
 * internals' types, and the elements by tag (`querySelector('clinic-sign-in')` gives the element's
 * own type). Pages that install the package get their own from the public declarations
 * (widgets/public/), a separate program, so the two never meet; nothing imports this file.
 */

import type { ConfigOptions } from './runtime/script/config/config.ts';
import type { ClinicWidgetsGlobal } from './runtime/script/page-core.ts';
import type { ClinicChatElement } from './elements/chat/chat.element.ts';
import type { ClinicChatLauncherElement } from './elements/chat-launcher/chat-launcher.element.ts';
import type { ClinicContactFormElement } from './elements/contact-form/contact-form.element.ts';
import type { ClinicDemoTourElement } from './elements/demo-tour/demo-tour.element.ts';
import type { ClinicErrorPageElement } from './elements/error-page/error-page.element.ts';
import type { ClinicFaqElement } from './elements/faq/faq.element.ts';
import type { ClinicFeatureTabsElement } from './elements/feature-tabs/feature-tabs.element.ts';
import type { ClinicForgotPasswordElement } from './elements/forgot-password/forgot-password.element.ts';
import type { ClinicHandbookNavElement } from './elements/handbook-nav/handbook-nav.element.ts';
import type { ClinicHelpArticleElement } from './elements/help-article/help-article.element.ts';
import type { ClinicHelpCategoryElement } from './elements/help-category/help-category.element.ts';
import type { ClinicHelpSearchElement } from './elements/help-search/help-search.element.ts';
import type { ClinicNewsletterElement } from './elements/newsletter/newsletter.element.ts';
import type { ClinicNotFoundElement } from './elements/not-found/not-found.element.ts';
import type { ClinicPricingElement } from './elements/pricing/pricing.element.ts';
import type { ClinicRegisterElement } from './elements/register/register.element.ts';
import type { ClinicResetPasswordElement } from './elements/reset-password/reset-password.element.ts';
import type { ClinicServerErrorElement } from './elements/server-error/server-error.element.ts';
import type { ClinicSessionStatusElement } from './elements/session-status/session-status.element.ts';
import type { ClinicSignInElement } from './elements/sign-in/sign-in.element.ts';
import type { ClinicSiteHeaderElement } from './elements/site-header/site-header.element.ts';

declare global {
  interface Window {
    ClinicWidgets?: ClinicWidgetsGlobal;
    /** Options set before the script runs (as `intercomSettings` is for Intercom), read once at start. */
    ClinicWidgetsConfig?: ConfigOptions;
  }
  interface HTMLElementTagNameMap {
    'clinic-chat': ClinicChatElement;
    'clinic-chat-launcher': ClinicChatLauncherElement;
    'clinic-contact-form': ClinicContactFormElement;
    'clinic-demo-tour': ClinicDemoTourElement;
    'clinic-error-page': ClinicErrorPageElement;
    'clinic-faq': ClinicFaqElement;
    'clinic-feature-tabs': ClinicFeatureTabsElement;
    'clinic-forgot-password': ClinicForgotPasswordElement;
    'clinic-handbook-nav': ClinicHandbookNavElement;
    'clinic-help-article': ClinicHelpArticleElement;
    'clinic-help-category': ClinicHelpCategoryElement;
    'clinic-help-search': ClinicHelpSearchElement;
    'clinic-newsletter': ClinicNewsletterElement;
    'clinic-not-found': ClinicNotFoundElement;
    'clinic-pricing': ClinicPricingElement;
    'clinic-register': ClinicRegisterElement;
    'clinic-reset-password': ClinicResetPasswordElement;
    'clinic-server-error': ClinicServerErrorElement;
    'clinic-session-status': ClinicSessionStatusElement;
    'clinic-sign-in': ClinicSignInElement;
    'clinic-site-header': ClinicSiteHeaderElement;
  }
}
