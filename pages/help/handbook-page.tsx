/**
 * The /handbook page: every section and subsection of widgets/content/handbook.ts with
 * its full body as semantic HTML, each with an id; the sidebar's <clinic-handbook-nav> holds the
 * plain list of links that it enhances (and that works without JavaScript); calls to action to
 * /register and /support. On phones, where the contents come before 37,000 px of text, each section
 * ends with a link back to the contents and a Contents control sticks to the bottom of the screen.
 */
import type { HandbookSection } from '../../widgets/content/types.ts';
import { Blocks } from '../../widgets/help-shared/blocks.tsx';

/** The page body. */
export function HandbookPage({ sections }: { sections: readonly HandbookSection[] }) {
  const subsectionCount = sections.reduce((sum, section) => sum + section.subsections.length, 0);
  return (
    <>
      <section className="page-hero" aria-labelledby="handbook-title">
        <div className="container">
          <p className="eyebrow">User handbook</p>
          <h1 id="handbook-title">The ClinicPlatform Handbook</h1>
          <p className="lead">
            Everything your team needs to run the clinic on the platform, in {sections.length} sections and {subsectionCount} short guides — from setting up
            your account to advanced multi-location features.
          </p>
          <div className="button-row">
            <a className="button" href="/register">
              Start Free Trial
            </a>
            <a className="button secondary" href="/support">
              Visit the Help Center
            </a>
          </div>
        </div>
      </section>

      <div className="section tight">
        <div className="container handbook-layout">
          <div className="handbook-sidebar" id="handbook-contents" tabIndex={-1}>
            <clinic-handbook-nav>
              <nav className="handbook-static-nav" aria-label="Handbook">
                <p className="handbook-static-title">Contents</p>
                <ul>
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
                  Need more help? <a href="/support">Help Center</a> · <a href="/contact">Contact us</a>
                </p>
              </nav>
            </clinic-handbook-nav>
          </div>

          <div className="handbook-content help-static">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className="handbook-section">
                <p className="handbook-section-number">Section {index + 1}</p>
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
                  <a href="#handbook-contents">↑ Back to contents</a>
                </p>
              </section>
            ))}
            {/* On phones the contents are far away: this control stays at the bottom of the screen. */}
            <p className="handbook-contents-jump">
              <a className="button secondary" href="#handbook-contents">
                Contents
              </a>
            </p>
          </div>
        </div>
      </div>

      <section className="cta-band" aria-labelledby="handbook-cta-title">
        <div className="container">
          <div className="cta-box">
            <h2 id="handbook-cta-title">Put the handbook into practice</h2>
            <p>Start a free trial with no credit card, or find answers and the ways to reach us on the Help Center.</p>
            <div className="button-row">
              <a className="button light" href="/register">
                Start Free Trial
              </a>
              <a className="button outline-light" href="/support">
                Get help
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
