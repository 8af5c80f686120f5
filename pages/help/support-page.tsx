/**
 * The /support Help Center: the search, the three channels, the three categories with
 * their articles, the FAQ accordion and a closing call to action. Every text is in the HTML; the
 * elements enhance it. Its words are the page's language (the `help` namespace of the site
 * catalog); the articles' titles stay in the reference language, marked with its tag.
 */
import { SUPPORT_EMAIL, SUPPORT_PHONE_HREF } from '../../widgets/content/chat-topics.ts';
import { HELP_CATEGORIES, type HelpArticle } from '../../widgets/content/types.ts';
import { articleHref, categoryHref, categorySlug } from '../../widgets/help-shared/categories.ts';
import type { SiteMessages } from '../site-catalog.ts';
import { Message } from './message.tsx';

const Icon = ({ name }: { name: string }) => (
  <span className="icon-badge">
    <img src={`/assets/icons/${name}.svg`} alt="" width="24" height="24" />
  </span>
);

/** The page body. */
export function SupportPage({ articles, messages, reference }: { articles: readonly HelpArticle[]; messages: SiteMessages; reference: string }) {
  const t = (key: string, values?: Record<string, string | number>) => messages.text(`help.${key}`, values);
  const m = (key: string) => <Message nodes={messages.tree(`help.${key}`)} />;
  const english = messages.tag === reference ? {} : { lang: reference };
  return (
    <>
      <section className="page-hero help-hero" aria-labelledby="support-title">
        <div className="container">
          <p className="eyebrow">{t('help_center')}</p>
          <h1 id="support-title">{t('support_title')}</h1>
          <p className="lead">{t('support_lead')}</p>
          <div className="help-search-slot">
            <clinic-help-search>
              <p className="help-search-fallback">{m('search_fallback')}</p>
            </clinic-help-search>
          </div>
        </div>
      </section>

      <section className="section tight" id="support-channels" aria-labelledby="channels-title">
        <div className="container">
          <div className="section-head">
            <h2 id="channels-title">{t('channels_title')}</h2>
            <p className="lead">{t('channels_lead')}</p>
          </div>
          <ul className="card-grid three channel-cards" role="list">
            <li className="card channel-card">
              <Icon name="chat" />
              <h3>{t('chat_title')}</h3>
              <p className="channel-when">{t('chat_when')}</p>
              <p>{t('chat_text')}</p>
              <clinic-chat-launcher fallback-href="/contact" className="channel-action">
                <a className="button secondary" href="/contact">
                  {t('contact_us')}
                </a>
              </clinic-chat-launcher>
            </li>
            <li className="card channel-card">
              <Icon name="phone" />
              <h3>{t('phone_title')}</h3>
              <p className="channel-when">{t('phone_when')}</p>
              <p>{t('phone_text')}</p>
              <p className="channel-action">
                <a className="button secondary" href={SUPPORT_PHONE_HREF}>
                  {t('call')}
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
              <h3>{t('email_title')}</h3>
              <p className="channel-when">{t('email_when')}</p>
              <p>{t('email_text')}</p>
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
            <h2 id="topics-title">{t('topics_title')}</h2>
            <p className="lead">{t('topics_lead', { articles: articles.length, categories: HELP_CATEGORIES.length })}</p>
          </div>
          <ul className="card-grid three help-topics" role="list">
            {HELP_CATEGORIES.map((category) => {
              const slug = categorySlug(category);
              const inCategory = articles.filter((article) => article.category === category);
              return (
                <li key={slug} className="card topic-card">
                  <h3 id={`topic-${slug}`}>
                    <a href={categoryHref(slug)}>{t(`category.${slug}`)}</a>
                  </h3>
                  <p className="muted">{t(`category.${slug}.blurb`)}</p>
                  <ul className="topic-list" role="list" aria-labelledby={`topic-${slug}`}>
                    {inCategory.map((article) => (
                      <li key={article.id}>
                        <a href={articleHref(article.id)} {...english}>
                          {article.title}
                        </a>
                        <span className="topic-meta">{t('read_time', { minutes: Number.parseInt(article.readTime, 10) })}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="topic-more">
                    <a href={categoryHref(slug)}>
                      {t('all_articles', { count: inCategory.length, category: t(`category.${slug}`) })}&nbsp;<span aria-hidden="true">→</span>
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
            <h2 id="faq-title">{t('faq_title')}</h2>
          </div>
          <clinic-faq></clinic-faq>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="support-cta-title">
        <div className="container">
          <div className="cta-box">
            <h2 id="support-cta-title">{t('support_cta_title')}</h2>
            <p>{t('support_cta_text')}</p>
            <div className="button-row">
              <a className="button light" href="/handbook">
                {t('read_handbook')}
              </a>
              <a className="button outline-light" href="/register">
                {t('start_trial')}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
