/**
 * The /support Help Center: the search, the three channels, the three categories with
 * their articles, the FAQ accordion and a closing call to action. Every text is in the HTML; the
 * elements enhance it.
 */
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../widgets/content/chat-topics.ts';
import { HELP_CATEGORIES, type HelpArticle, type HelpCategory } from '../../widgets/content/types.ts';
import { articleHref, categoryHref, categorySlug } from '../../widgets/help-shared/categories.ts';

/** What each category is about, for its card. */
export const CATEGORY_BLURBS: Record<HelpCategory, string> = {
  'Getting Started': 'Set up your clinic profile, bring your clients across and take your first bookings.',
  'Features & Usage': 'Get more from AI analytics, WhatsApp, client photos and marketing campaigns.',
  'Billing & Payments': 'GST, payment gateways, your subscription and the financial reports.',
};

const Icon = ({ name }: { name: string }) => (
  <span className="icon-badge">
    <img src={`/assets/icons/${name}.svg`} alt="" width="24" height="24" />
  </span>
);

/** The page body. */
export function SupportPage({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <>
      <section className="page-hero help-hero" aria-labelledby="support-title">
        <div className="container">
          <p className="eyebrow">Help Center</p>
          <h1 id="support-title">How can we help?</h1>
          <p className="lead">Search our step-by-step guides, browse the topics, or ask the chat assistant — it answers automatically, around the clock.</p>
          <div className="help-search-slot">
            <clinic-help-search>
              <p className="help-search-fallback">
                Browse the <a href="#help-topics">help topics</a> below, or <a href="#support-channels">contact our team</a>.
              </p>
            </clinic-help-search>
          </div>
        </div>
      </section>

      <section className="section tight" id="support-channels" aria-labelledby="channels-title">
        <div className="container">
          <div className="section-head">
            <h2 id="channels-title">Get in touch</h2>
            <p className="lead">An automatic chat assistant at any hour; people who know how clinics run by phone and email.</p>
          </div>
          <ul className="card-grid three channel-cards" role="list">
            <li className="card channel-card">
              <Icon name="chat" />
              <h3>Live chat</h3>
              <p className="channel-when">Available 24/7</p>
              <p>An automatic assistant answers at once, day or night, with the right guide or the way to reach our team.</p>
              <clinic-chat-launcher fallback-href="/contact" className="channel-action">
                <a className="button secondary" href="/contact">
                  Contact us
                </a>
              </clinic-chat-launcher>
            </li>
            <li className="card channel-card">
              <Icon name="phone" />
              <h3>Phone</h3>
              <p className="channel-when">Mon-Fri 9AM-6PM IST</p>
              <p>Talk it through with a support specialist on weekdays during clinic hours.</p>
              <p className="channel-action">
                <a className="button secondary" href={SUPPORT_PHONE_HREF}>
                  Call {SUPPORT_PHONE}
                </a>
              </p>
              {/* Shown by the server when WHATSAPP_NUMBER is set, with the number filled in; inert otherwise. */}
              <template data-clinic-whatsapp="">
                <p className="channel-action">
                  <a className="button secondary" href="https://wa.me/%WHATSAPP_DIGITS%" rel="noopener">
                    WhatsApp %WHATSAPP_NUMBER%
                  </a>
                </p>
              </template>
            </li>
            <li className="card channel-card">
              <Icon name="mail" />
              <h3>Email</h3>
              <p className="channel-when">Reply within 4 hours</p>
              <p>Send screenshots and details; we answer every email within 4 hours.</p>
              <p className="channel-action">
                <a className="button secondary" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section surface" id="help-topics" aria-labelledby="topics-title">
        <div className="container">
          <div className="section-head">
            <h2 id="topics-title">Browse help topics</h2>
            <p className="lead">Twelve guides in three categories, each readable in under ten minutes.</p>
          </div>
          <ul className="card-grid three help-topics" role="list">
            {HELP_CATEGORIES.map((category) => {
              const slug = categorySlug(category);
              const inCategory = articles.filter((article) => article.category === category);
              return (
                <li key={slug} className="card topic-card">
                  <h3 id={`topic-${slug}`}>
                    <a href={categoryHref(slug)}>{category}</a>
                  </h3>
                  <p className="muted">{CATEGORY_BLURBS[category]}</p>
                  <ul className="topic-list" role="list" aria-labelledby={`topic-${slug}`}>
                    {inCategory.map((article) => (
                      <li key={article.id}>
                        <a href={articleHref(article.id)}>{article.title}</a>
                        <span className="topic-meta">{article.readTime} read</span>
                      </li>
                    ))}
                  </ul>
                  <p className="topic-more">
                    <a href={categoryHref(slug)}>
                      All {inCategory.length} {category} articles&nbsp;<span aria-hidden="true">→</span>
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-title">
        <div className="narrow">
          <div className="section-head">
            <h2 id="faq-title">Frequently asked questions</h2>
          </div>
          <clinic-faq></clinic-faq>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="support-cta-title">
        <div className="container">
          <div className="cta-box">
            <h2 id="support-cta-title">New to ClinicPlatform?</h2>
            <p>The handbook walks you through every module, from your first day to multi-location reports.</p>
            <div className="button-row">
              <a className="button light" href="/handbook">
                Read the handbook
              </a>
              <a className="button outline-light" href="/register">
                Start Free Trial
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
