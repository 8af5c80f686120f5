/**
 * The /handbook page: every section and subsection of widgets/content/handbook.ts with
 * its full body as semantic HTML, each with an id; the sidebar's <clinic-handbook-nav> holds the
 * plain list of links that it enhances (and that works without JavaScript); calls to action to
 * /register and /support. On phones, where the contents come before 37,000 px of text, each section
 * ends with a link back to the contents and a Contents control sticks to the bottom of the screen.
 */
import type { HandbookSection } from '../../widgets/content/types.ts';
import { Blocks } from '../../widgets/help-shared/blocks.tsx';
import type { SiteMessages } from '../site-catalog.ts';
import { Message } from './message.tsx';

/**
 * The page body: its words in the page's language (the `help` namespace of the site catalog), the
 * sections' titles and bodies in the reference language, marked with its tag, under one line in
 * the page's language saying so.
 */
export function HandbookPage({ sections, messages, reference }: { sections: readonly HandbookSection[]; messages: SiteMessages; reference: string }) {
  const subsectionCount = sections.reduce((sum, section) => sum + section.subsections.length, 0);
  const t = (key: string, values?: Record<string, string | number>) => messages.text(`help.${key}`, values);
  const translated = messages.tag !== reference;
  const english = translated ? { lang: reference } : {};
  const own = translated ? { lang: messages.tag } : {};
  return (
    <>
      <section className="page-hero" aria-labelledby="handbook-title">
        <div className="container">
          <p className="eyebrow">{t('handbook_eyebrow')}</p>
          <h1 id="handbook-title">{t('handbook_title')}</h1>
          <p className="lead">{t('handbook_lead', { sections: sections.length, guides: subsectionCount })}</p>
          {translated && <p className="language-note">{t('handbook_english_note')}</p>}
          <div className="button-row">
            <a className="button" href="/register">
              {t('start_trial')}
            </a>
            <a className="button secondary" href="/support">
              {t('visit_help_center')}
            </a>
          </div>
        </div>
      </section>

      <div className="section tight">
        <div className="container handbook-layout">
          <div className="handbook-sidebar" id="handbook-contents" tabIndex={-1}>
            <clinic-handbook-nav>
              <nav className="handbook-static-nav" aria-label={t('handbook_nav_label')}>
                <p className="handbook-static-title">{t('contents')}</p>
                <ul {...english}>
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                      <ul>
                        {section.subsections.map((sub) => (
                          <li key={sub.id}>
                            <a href={`#${sub.id}`}>{sub.title}</a>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
                <p className="handbook-static-quick">
                  <Message nodes={messages.tree('help.need_more_help')} />
                </p>
              </nav>
            </clinic-handbook-nav>
          </div>

          <div className="handbook-content help-static" {...english}>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className="handbook-section">
                <p className="handbook-section-number" {...own}>
                  {t('section_number', { number: index + 1 })}
                </p>
                <h2 tabIndex={-1}>{section.title}</h2>
                <p className="handbook-summary">{section.summary}</p>
                {section.subsections.map((sub) => (
                  <section key={sub.id} id={sub.id} className="handbook-subsection">
                    <h3 tabIndex={-1}>{sub.title}</h3>
                    <div className="help-body">
                      <Blocks blocks={sub.content} level={4} />
                    </div>
                  </section>
                ))}
                <p className="handbook-back">
                  <a href="#handbook-contents" {...own}>
                    ↑ {t('back_to_contents')}
                  </a>
                </p>
              </section>
            ))}
            {/* On phones the contents are far away: this control stays at the bottom of the screen. */}
            <p className="handbook-contents-jump">
              <a className="button secondary" href="#handbook-contents" {...own}>
                {t('contents')}
              </a>
            </p>
          </div>
        </div>
      </div>

      <section className="cta-band" aria-labelledby="handbook-cta-title">
        <div className="container">
          <div className="cta-box">
            <h2 id="handbook-cta-title">{t('handbook_cta_title')}</h2>
            <p>{t('handbook_cta_text')}</p>
            <div className="button-row">
              <a className="button light" href="/register">
                {t('start_trial')}
              </a>
              <a className="button outline-light" href="/support">
                {t('get_help')}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
