/**
 * The facts the site's messages name, each from its one source: the plans' prices, the trial's
 * length, the support line and address, the company's particulars. A message writes `{proMonthly}`,
 * never the amount, so a price changed in widgets/content/plan-prices.ts reaches every page in
 * every language.
 */
import { COMPANY_FIELDS } from '../protocol/company.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../widgets/content/chat-topics.ts';
import { demoSections } from '../widgets/content/demo.ts';
import { TRIAL_DAYS, TRIAL_PLAN_PRICES } from '../widgets/content/plan-prices.ts';
import { rupees } from '../widgets/elements/pricing/format.ts';
import { sourceDate } from '../scripts/source-date.ts';
import { companySpan } from './fragments/company.ts';
import type { MessageValues } from './site-catalog.ts';

/** The site's name, as every page writes it. */
export const SITE_NAME = 'ClinicPlatform';

const { basic, pro } = TRIAL_PLAN_PRICES;

/** Every value a site message may use, by name. */
export function siteValues(): MessageValues {
  return {
    text: {
      siteName: SITE_NAME,
      basicMonthly: rupees(basic.price.monthly),
      basicAnnually: rupees(basic.price.annually),
      basicSavings: rupees(basic.price.savings),
      proMonthly: rupees(pro.price.monthly),
      proAnnually: rupees(pro.price.annually),
      proSavings: rupees(pro.price.savings),
      trialDays: TRIAL_DAYS,
      phone: SUPPORT_PHONE,
      phoneHref: SUPPORT_PHONE_HREF.replace(/^tel:/, ''),
      email: SUPPORT_EMAIL,
      // The product tour's length, from its sections' durations.
      demoTotal: demoSections.reduce((sum, section) => sum + Number.parseInt(section.duration, 10), 0),
      // The copyright year is the year of the source being built (its commit, or SOURCE_DATE_EPOCH):
      // current with each release, and the same for every build of one commit.
      year: String(sourceDate().getUTCFullYear()),
    },
    markup: Object.fromEntries(COMPANY_FIELDS.map((field) => [`company${field[0]!.toUpperCase()}${field.slice(1)}`, companySpan(field)])),
  };
}
