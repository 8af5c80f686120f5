import { useState, type MouseEvent } from 'react';
import { PRICING_FAQS } from '../../content/pricing-faqs.ts';
import { ANNUAL_SAVING_PERCENT, clientsOf, comparison, GUARANTEE_POINTS, PRICING_VALUES, plans, type Plan } from '../../content/plans.ts';
import { useHost, usePageValue, emit, emitCancelable } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import type { attributes } from './pricing.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useLocale, useMessages } from '../../i18n/react.tsx';
import { pricing } from '../../../protocol/locales/en-IN/pricing.js';
import { pricingContent } from '../../../protocol/locales/en-IN/pricingContent.js';
import type { PricingContent } from '../../../protocol/locales/types.d.ts';
import type { CellKey, FeatureKey } from '../../content/types.ts';

type Billing = 'monthly' | 'annually';
const PERIODS = ['monthly', 'annually'] as const;

/**
 * What depends on the billing period (a price, a trial link, the announcement) is drawn once per
 * period it may show: in the server's markup for both periods, each marked with its period, and the
 * stylesheet shows the one whose radio is checked; so the toggle works before the code has come
 * and with JavaScript off. Once the code runs, only the period of its state is drawn.
 */
const periodClass = (period: Billing) => `for-${period}`;

/** The sections of the `sections` attribute, in the order they always appear. */
export const SECTIONS = ['plans', 'comparison', 'guarantee', 'faq'] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections a `sections` value names; unknown words are ignored, and naming none means all. */
export function sectionsOf(value: string | undefined): Set<Section> {
  const named = (value ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word): word is Section => (SECTIONS as readonly string[]).includes(word));
  return new Set(named.length > 0 ? named : SECTIONS);
}

const check = (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M4 10.5l4 4 8-9" />
  </svg>
);

function Price({ plan, billing }: { plan: Plan; billing: Billing }) {
  const m = useMessages('pricing', pricing);
  const { format, rupees } = useLocale();
  const amount = plan.price[billing];
  if (amount === null) {
    return (
      <div className="price" part="price">
        <p>
          <span className="amount">{m.custom}</span> <span className="per">{m.customPer}</span>
        </p>
        <p className="note">{m.tailored}</p>
      </div>
    );
  }
  const { annually, savings } = plan.price;
  return (
    <div className={`price ${periodClass(billing)}`} part="price">
      <p>
        <span className="amount">{rupees(amount)}</span> <span className="per">{billing === 'monthly' ? m.perMonth : m.perYear}</span>{' '}
        <span className="per gst">{m.gst}</span>
      </p>
      {billing === 'annually' && savings !== null ? (
        <p className="note saving">{format(m.saving, { amount: rupees(savings) })}</p>
      ) : (
        <p className="note">{annually !== null ? format(m.orAnnually, { amount: rupees(annually) }) : m.billedMonthly}</p>
      )}
    </div>
  );
}

/** A plan card's line: `clientLimit` is the plan's limit, or unlimited clients when it has none. */
const featureKey = (plan: Plan, feature: FeatureKey): FeatureKey =>
  feature === 'features.clientLimit' && plan.clientLimit === null ? 'features.unlimitedClients' : feature;

const ctaClass = (plan: Plan) => (plan.mostPopular ? 'button block' : 'button secondary block');

/** The pricing content in the element's language: a key's message, its facts filled in (`values`, else the plans'). */
function useContent(): (key: keyof PricingContent, values?: Record<string, string | number>) => string {
  const c = useMessages('pricingContent', pricingContent);
  const { format } = useLocale();
  return (key, values = PRICING_VALUES) => format(c[key], values);
}

function Cell({ plan, value }: { plan: Plan; value: boolean | CellKey }) {
  const m = useMessages('pricing', pricing);
  const t = useContent();
  if (typeof value === 'string') return <>{t(value === 'clientLimit' && plan.clientLimit === null ? 'cells.unlimited' : `cells.${value}`, clientsOf(plan))}</>;
  return (
    <>
      <span className={value ? 'mark yes' : 'mark no'} aria-hidden="true">
        {value ? '✓' : '—'}
      </span>
      <span className="visually-hidden">{value ? m.included : m.notIncluded}</span>
    </>
  );
}

/**
 * The pricing table: the monthly/annual toggle, three plan cards (Pro marked
 * Most Popular), the comparison by category, the money-back guarantee and four FAQs.
 */
export function Pricing({ billing, sections, signupHref, salesHref }: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const m = useMessages('pricing', pricing);
  const { format } = useLocale();
  const t = useContent();
  const period: Billing = billing === 'annually' ? 'annually' : 'monthly';
  // The server's markup (and this code while it hydrates it) draws both periods; then only the chosen one.
  const live = usePageValue(() => true, false);
  const drawn: readonly Billing[] = live ? [period] : PERIODS;
  const show = sectionsOf(sections);
  const [openFaqs, setOpenFaqs] = useState<ReadonlySet<number>>(new Set());

  // The toggle writes the attribute, which updates the property and the view, and tells the page
  // (two-way binding: v-model, a React state). The page setting `billing` fires nothing.
  const choose = (value: Billing) => {
    if (value === period) return;
    host.setAttribute('billing', value);
    emit(host, 'clinic-billing-change', { billing: value });
  };

  // Fired before the link is followed; a listener's preventDefault() keeps the visitor here.
  // A trial link carries the plan and billing period chosen here to the registration form.
  const signup = (plan: Plan, chosen: Billing) => {
    const href = signupHref;
    const [path, hash] = href.split('#');
    return `${path}${path!.includes('?') ? '&' : '?'}plan=${plan.id}&billing=${chosen}${hash === undefined ? '' : `#${hash}`}`;
  };

  const select = (plan: Plan, chosen: Billing) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!emitCancelable(host, 'clinic-plan-selected', { plan: plan.id, billing: chosen })) event.preventDefault();
  };

  const toggleFaq = (index: number) =>
    setOpenFaqs((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className="pricing">
      {show.has('plans') && (
        <section className="plans-section">
          <h2 className="visually-hidden">{m.choosePlan}</h2>
          <fieldset className="toggle" part="toggle">
            <legend className="visually-hidden">{m.billingPeriod}</legend>
            {PERIODS.map((value) => (
              <label key={value} className="option" part="option">
                <input type="radio" name="billing" value={value} checked={value === period} onChange={() => choose(value)} />
                <span>{value === 'monthly' ? m.monthly : m.annually}</span>
                {value === 'annually' && (
                  <>
                    {' '}
                    <span className="save" part="save">
                      {format(m.save, { percent: ANNUAL_SAVING_PERCENT })}
                    </span>
                  </>
                )}
              </label>
            ))}
          </fieldset>
          <p className="visually-hidden" aria-live="polite">
            {drawn.map((value) => (
              <span key={value} className={periodClass(value)}>
                {value === 'annually' ? format(m.showingAnnual, { percent: ANNUAL_SAVING_PERCENT }) : m.showingMonthly}
              </span>
            ))}
          </p>
          <ul className="plans" role="list">
            {plans.map((plan) => (
              <li key={plan.id} className={plan.mostPopular ? 'plan popular' : 'plan'}>
                <article part={plan.mostPopular ? 'card popular' : 'card'} aria-labelledby={`plan-${plan.id}`}>
                  {plan.mostPopular && (
                    <p className="flag" part="badge">
                      {m.mostPopular}
                    </p>
                  )}
                  <h3 id={`plan-${plan.id}`}>{t(`plans.${plan.id}.name`)}</h3>
                  <p className="tagline">{t(`plans.${plan.id}.tagline`)}</p>
                  {plan.price.monthly === null && plan.price.annually === null ? (
                    <Price plan={plan} billing={period} />
                  ) : (
                    drawn.map((value) => <Price key={value} plan={plan} billing={value} />)
                  )}
                  {plan.cta === 'signup' ? (
                    drawn.map((value) => (
                      <a
                        key={value}
                        className={`${ctaClass(plan)} ${periodClass(value)}`}
                        part="cta"
                        href={signup(plan, value)}
                        // Its address carries the billing period chosen; a click before the code
                        // has come waits for it (held, then followed), so clinic-plan-selected fires.
                        data-hold=""
                        onClick={select(plan, value)}
                      >
                        {m.startTrial}
                        <span className="visually-hidden"> — {t(`plans.${plan.id}.name`)}</span>
                      </a>
                    ))
                  ) : (
                    <a className={ctaClass(plan)} part="cta" href={salesHref} onClick={select(plan, period)}>
                      {m.contactSales}
                      <span className="visually-hidden"> — {t(`plans.${plan.id}.name`)}</span>
                    </a>
                  )}
                  <ul className="features" role="list">
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        {check}
                        {t(featureKey(plan, feature), clientsOf(plan))}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
          {/* The plans are read whole once this is: see .read-end in the styles. */}
          <span className="read-end" hidden />
        </section>
      )}

      {show.has('comparison') && (
        <section className="comparison">
          <h2 id="pricing-compare">{m.compare}</h2>
          {/* A word is never cut: on a narrow screen the tables scroll sideways instead, as one region a keyboard can reach. */}
          <div className="comparison-scroll" role="region" aria-labelledby="pricing-compare" tabIndex={0}>
            {comparison.map((category) => (
              <table key={category.category} part="table">
                <caption>{t(`categories.${category.category}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.feature}</th>
                    {plans.map((plan) => (
                      <th key={plan.id} scope="col">
                        {t(`plans.${plan.id}.name`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {category.rows.map((row) => (
                    <tr key={row.feature}>
                      <th scope="row">{t(`rows.${row.feature}`)}</th>
                      {plans.map((plan) => (
                        <td key={plan.id}>
                          <Cell plan={plan} value={row[plan.id]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      )}

      {show.has('guarantee') && (
        <section className="guarantee" part="guarantee">
          <svg className="shield" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
            <path d="M8.5 12l2.5 2.5 4.5-5" />
          </svg>
          <div>
            <h2>{t('guarantee.title')}</h2>
            <p>{t('guarantee.text')}</p>
            <ul className="points" role="list">
              {GUARANTEE_POINTS.map((point) => (
                <li key={point}>
                  {check}
                  {t(`guarantee.${point}`)}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {show.has('faq') && (
        <section className="faqs">
          <h2>{m.faqs}</h2>
          {PRICING_FAQS.map((faq, index) => {
            const open = openFaqs.has(index);
            return (
              <div key={faq} className="faq">
                <h3>
                  <button type="button" part="question" aria-expanded={open} aria-controls={`faq-${index}`} onClick={() => toggleFaq(index)}>
                    <span>{t(`faq.${faq}.question`)}</span>
                    <svg className="chevron" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d="M5 7.5l5 5 5-5" />
                    </svg>
                  </button>
                </h3>
                <div id={`faq-${index}`} className="answer" part="answer" hidden={!open}>
                  <p>{t(`faq.${faq}.answer`)}</p>
                </div>
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Pricing, () => Promise.all([import('./pricing.styles.css')]));
