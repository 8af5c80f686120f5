// Written by scripts/element-types.ts from the element definitions (npm run build): do not edit.
/**
 * The elements' public types: one interface per element (an HTMLElement with a property per
 * attribute, typed from the element's own attribute specs and documented by their doc comments),
 * and one map from tag to element, attributes and events that the tag-name map and the framework
 * types are mapped from.
 */

import type { AttributeSpecs, COMMON_ATTRIBUTES, PropsOf } from '../runtime/script/element/attributes.ts';
import type { ClinicEventName } from './globals.ts';
import type { attributes as sessionStatusAttributes } from '../elements/session-status/session-status.element.ts';
import type { attributes as signInAttributes } from '../elements/sign-in/sign-in.element.ts';
import type { attributes as registerAttributes } from '../elements/register/register.element.ts';
import type { attributes as forgotPasswordAttributes } from '../elements/forgot-password/forgot-password.element.ts';
import type { attributes as resetPasswordAttributes } from '../elements/reset-password/reset-password.element.ts';
import type { attributes as contactFormAttributes } from '../elements/contact-form/contact-form.element.ts';
import type { attributes as chatLauncherAttributes } from '../elements/chat-launcher/chat-launcher.element.ts';
import type { attributes as newsletterAttributes } from '../elements/newsletter/newsletter.element.ts';
import type { attributes as notFoundAttributes } from '../elements/not-found/not-found.element.ts';
import type { attributes as serverErrorAttributes } from '../elements/server-error/server-error.element.ts';
import type { attributes as errorPageAttributes } from '../elements/error-page/error-page.element.ts';
import type { attributes as helpArticleAttributes } from '../elements/help-article/help-article.element.ts';
import type { attributes as helpCategoryAttributes } from '../elements/help-category/help-category.element.ts';
import type { attributes as helpSearchAttributes } from '../elements/help-search/help-search.element.ts';
import type { attributes as faqAttributes } from '../elements/faq/faq.element.ts';
import type { attributes as handbookNavAttributes } from '../elements/handbook-nav/handbook-nav.element.ts';
import type { attributes as chatAttributes } from '../elements/chat/chat.element.ts';
import type { attributes as pricingAttributes } from '../elements/pricing/pricing.element.ts';

/** The properties with their `readonly` (from the specs' `as const`) taken off: each is settable. */
type Settable<T> = { -readonly [K in keyof T]: T[K] };

/** An element with a settable property per attribute (the common `apiBase` and `appUrl` included). */
type ElementOf<A extends AttributeSpecs> = HTMLElement & Settable<PropsOf<A & typeof COMMON_ATTRIBUTES>>;

/** The attributes of an element that adds behaviour to its own markup: none. */
type NoAttributes = Record<never, never>;

/** A Sign In link, or the account menu (Open the app, Sign out), updated live across tabs. */
export interface ClinicSessionStatusElement extends ElementOf<typeof sessionStatusAttributes> {}

/** The sign-in form: e-mail, password with show/hide, remember me for 30 days, forgot-password and registration links, Google. */
export interface ClinicSignInElement extends ElementOf<typeof signInAttributes> {}

/** The free-trial registration form: clinic, owner, contact, password, clinic type, location, team size and terms. */
export interface ClinicRegisterElement extends ElementOf<typeof registerAttributes> {}

/** Asks for the account e-mail, sends a reset link and confirms where it went. */
export interface ClinicForgotPasswordElement extends ElementOf<typeof forgotPasswordAttributes> {}

/** Verifies a reset link, then sets a new password under the password rules; shows an invalid-link view and a success view. */
export interface ClinicResetPasswordElement extends ElementOf<typeof resetPasswordAttributes> {}

/** Sticky site header around light-DOM markup: the [data-menu-toggle] button opens the menu it names in aria-controls (closed on selection, Escape or a click outside); data-scrolled is set on the header past 20px of scroll. */
export interface ClinicSiteHeaderElement extends HTMLElement {}

/** Turns its light-DOM tab list and panels ([role=tablist], [role=tab] with aria-controls, [role=tabpanel]) into WAI-ARIA tabs with arrow keys, Home/End and a #hash deep link. */
export interface ClinicFeatureTabsElement extends HTMLElement {}

/** The product tour of /demo: its light-DOM section list becomes vertical WAI-ARIA tabs; choosing a section shows its title, duration and description (overview first). */
export interface ClinicDemoTourElement extends HTMLElement {}

/** The /contact message form: name, email and message required; phone, clinic name and contact method (default email) optional; posts to /api/contact and confirms. */
export interface ClinicContactFormElement extends ElementOf<typeof contactFormAttributes> {}

/** Start Live Chat: opens the page's <clinic-chat> by setting its open attribute (or goes to fallback-href when there is none). */
export interface ClinicChatLauncherElement extends ElementOf<typeof chatLauncherAttributes> {}

/** The footer's Subscribe box: an email field that posts to /api/newsletter, with a clear confirmation or error. */
export interface ClinicNewsletterElement extends ElementOf<typeof newsletterAttributes> {}

/** The 404 screen: 'Oops! Page Not Found', Error 404, Go Home, Contact Support, Go Back (history, or home), Help Center and the popular pages. */
export interface ClinicNotFoundElement extends ElementOf<typeof notFoundAttributes> {}

/** The 500 screen: Reload Page is locked for 2 seconds ('Refreshing...') and counts each 'Retry attempt', then checks GET /api/health and returns to the page when the service answers; Homepage and Get Help links; a static status panel. */
export interface ClinicServerErrorElement extends ElementOf<typeof serverErrorAttributes> {}

/** The /error screen: 'Oops! Something Went Wrong' with a code and message (attributes or query), Try Again only with a retry action, Go Home, Get Help, Report Issue and collapsible technical details. */
export interface ClinicErrorPageElement extends ElementOf<typeof errorPageAttributes> {}

/** One help article: breadcrumb, category, read time, last updated, its content blocks and related articles; 'Article Not Found' for an unknown id. Shows its own static markup when it already holds it. */
export interface ClinicHelpArticleElement extends ElementOf<typeof helpArticleAttributes> {}

/** One help category: the title from its slug (the first hyphen becomes a space, words capitalised) and its articles with description, read time and updated date, or 'No articles found in this category.'. */
export interface ClinicHelpCategoryElement extends ElementOf<typeof helpCategoryAttributes> {}

/** Searches the help articles' titles, descriptions and bodies as you type (title matches first); arrow keys move through the results, Enter opens the first; no match points to live chat, phone and email. */
export interface ClinicHelpSearchElement extends ElementOf<typeof helpSearchAttributes> {}

/** The Help Center FAQ accordion: five questions, the first open initially, one open at a time; clicking the open question closes it. */
export interface ClinicFaqElement extends ElementOf<typeof faqAttributes> {}

/** The handbook sidebar: reads its sections from its light-DOM list of #links, filters them by section or subsection title, expands subsections, scrolls a clicked entry to 100 px below the top (focus and #hash follow) and highlights the section crossing the 10%–20% band of the viewport. */
export interface ClinicHandbookNavElement extends ElementOf<typeof handbookNavAttributes> {}

/** The floating chat assistant (automatic): launcher and panel; after 1.5 s answers by quoting and linking the help centre and the handbook (company questions from its topics), says when it does not know and offers the channels; the conversation lasts for the tab. */
export interface ClinicChatElement extends ElementOf<typeof chatAttributes> {}

/** Plans with the monthly/annual toggle, comparison tables, the money-back guarantee and FAQs. */
export interface ClinicPricingElement extends ElementOf<typeof pricingAttributes> {}

/** Each element by tag: its type, its attributes (by property name) and the events it fires. */
export interface ClinicElements {
  'clinic-session-status': { element: ClinicSessionStatusElement; attributes: typeof sessionStatusAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-signed-out' };
  'clinic-sign-in': { element: ClinicSignInElement; attributes: typeof signInAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-signed-in' };
  'clinic-register': { element: ClinicRegisterElement; attributes: typeof registerAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-registered' };
  'clinic-forgot-password': { element: ClinicForgotPasswordElement; attributes: typeof forgotPasswordAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-reset-link-sent' };
  'clinic-reset-password': { element: ClinicResetPasswordElement; attributes: typeof resetPasswordAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-password-reset' };
  'clinic-site-header': { element: ClinicSiteHeaderElement; attributes: NoAttributes; events: never };
  'clinic-feature-tabs': { element: ClinicFeatureTabsElement; attributes: NoAttributes; events: never };
  'clinic-demo-tour': { element: ClinicDemoTourElement; attributes: NoAttributes; events: never };
  'clinic-contact-form': { element: ClinicContactFormElement; attributes: typeof contactFormAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-contact-sent' };
  'clinic-chat-launcher': { element: ClinicChatLauncherElement; attributes: typeof chatLauncherAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-newsletter': { element: ClinicNewsletterElement; attributes: typeof newsletterAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-subscribed' };
  'clinic-not-found': { element: ClinicNotFoundElement; attributes: typeof notFoundAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-server-error': { element: ClinicServerErrorElement; attributes: typeof serverErrorAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-error-page': { element: ClinicErrorPageElement; attributes: typeof errorPageAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-help-article': { element: ClinicHelpArticleElement; attributes: typeof helpArticleAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-help-category': { element: ClinicHelpCategoryElement; attributes: typeof helpCategoryAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-help-search': { element: ClinicHelpSearchElement; attributes: typeof helpSearchAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-faq': { element: ClinicFaqElement; attributes: typeof faqAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-handbook-nav': { element: ClinicHandbookNavElement; attributes: typeof handbookNavAttributes & typeof COMMON_ATTRIBUTES; events: never };
  'clinic-chat': { element: ClinicChatElement; attributes: typeof chatAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-chat-toggle' };
  'clinic-pricing': { element: ClinicPricingElement; attributes: typeof pricingAttributes & typeof COMMON_ATTRIBUTES; events: 'clinic-plan-selected' | 'clinic-billing-change' };
}

/** The element of each tag, as `document.createElement` and `querySelector` give it. */
export type ClinicElementTagNameMap = { [Tag in keyof ClinicElements]: ClinicElements[Tag]['element'] };

/** Events an element fires, as its tag names them. */
export type ClinicEventsOf<Tag extends keyof ClinicElements> = ClinicElements[Tag]['events'] & ClinicEventName;
