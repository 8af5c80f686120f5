/**
 * The globals as the project's own code and tests see them: `window.ClinicWidgets` with its
 * internals' types, and the elements by tag (`querySelector('clinic-sign-in')` gives the element's
 * own type). Pages that install the package get their own from the public declarations
 * (widgets/public/), a separate program, so the two never meet; nothing imports this file.
 */
import type { ConfigOptions } from './core/config/config.ts';
import type { ClinicWidgetsGlobal } from './core/page-core.ts';
import type { ClinicChatLauncherElement } from './chat-launcher/chat-launcher.element.ts';
import type { ClinicChatElement } from './chat/chat.element.ts';
import type { ClinicContactFormElement } from './contact-form/contact-form.element.ts';
import type { ClinicDemoTourElement } from './demo-tour/demo-tour.element.ts';
import type { ClinicErrorPageElement } from './error-page/error-page.element.ts';
import type { ClinicFaqElement } from './faq/faq.element.ts';
import type { ClinicFeatureTabsElement } from './feature-tabs/feature-tabs.element.ts';
import type { ClinicForgotPasswordElement } from './forgot-password/forgot-password.element.ts';
import type { ClinicHandbookNavElement } from './handbook-nav/handbook-nav.element.ts';
import type { ClinicHelpArticleElement } from './help-article/help-article.element.ts';
import type { ClinicHelpCategoryElement } from './help-category/help-category.element.ts';
import type { ClinicHelpSearchElement } from './help-search/help-search.element.ts';
import type { ClinicNewsletterElement } from './newsletter/newsletter.element.ts';
import type { ClinicNotFoundElement } from './not-found/not-found.element.ts';
import type { ClinicPricingElement } from './pricing/pricing.element.ts';
import type { ClinicRegisterElement } from './register/register.element.ts';
import type { ClinicResetPasswordElement } from './reset-password/reset-password.element.ts';
import type { ClinicServerErrorElement } from './server-error/server-error.element.ts';
import type { ClinicSessionStatusElement } from './session-status/session-status.element.ts';
import type { ClinicSignInElement } from './sign-in/sign-in.element.ts';
import type { ClinicSiteHeaderElement } from './site-header/site-header.element.ts';

declare global {
  interface Window {
    ClinicWidgets?: ClinicWidgetsGlobal;
    /** Options set before the script runs (as `intercomSettings` is for Intercom), read once at start. */
    ClinicWidgetsConfig?: ConfigOptions;
  }
  interface HTMLElementTagNameMap {
    'clinic-chat-launcher': ClinicChatLauncherElement;
    'clinic-chat': ClinicChatElement;
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
