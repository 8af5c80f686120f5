/**
 * The static markup of <clinic-demo-tour>, rendered from widgets/content/demo.ts at build: the
 * section list as vertical tabs (overview selected) and one panel per section.
 */
import { CustomTag } from './custom-tag.ts';
import { fragmentContent } from './content.ts';
import { demoSections as englishSections } from '../../widgets/content/demo.ts';
import type { DemoSection } from '../../widgets/content/types.ts';
import type { SiteMessages } from '../site-catalog.ts';
import { englishFragmentMessages } from './english.ts';

/** the tour's total length, from the sections' durations ('3 min' …). */
export function totalMinutes(demoSections: readonly DemoSection[] = englishSections): number {
  return demoSections.reduce((sum, section) => sum + Number.parseInt(section.duration, 10), 0);
}

/** The tour, in the language of `messages`. */
export function DemoTourMarkup({ messages = englishFragmentMessages }: { messages?: SiteMessages }) {
  const { demoSections, words } = fragmentContent(messages);
  const duration = (section: DemoSection) => words.minutes(Number.parseInt(section.duration, 10));
  return (
    <CustomTag tag="clinic-demo-tour">
      <div className="demo-tour">
        <div className="demo-sections" role="tablist" aria-label={words.tourSections} aria-orientation="vertical">
          {demoSections.map((section, index) => (
            <button
              key={section.id}
              type="button"
              className="demo-section"
              role="tab"
              id={`demo-tab-${section.id}`}
              aria-controls={`demo-${section.id}`}
              aria-selected={index === 0 ? 'true' : 'false'}
              tabIndex={index === 0 ? 0 : -1}
            >
              <span className="demo-step" aria-hidden="true">
                {index + 1}
              </span>
              <span className="demo-section-title">{section.title}</span>
              <span className="duration">{duration(section)}</span>
            </button>
          ))}
          <p className="demo-total">{words.totalMinutes(totalMinutes(demoSections))}</p>
        </div>
        {demoSections.map((section, index) => (
          <section
            key={section.id}
            className="demo-panel card"
            id={`demo-${section.id}`}
            role="tabpanel"
            aria-labelledby={`demo-title-${section.id}`}
            tabIndex={0}
            hidden={index !== 0}
          >
            <p className="eyebrow">
              {words.sectionOf(index + 1, demoSections.length)} · <span className="duration">{duration(section)}</span>
            </p>
            <h2 id={`demo-title-${section.id}`}>{section.title}</h2>
            <p className="lead">{section.description}</p>
            {section.highlights.length > 0 && (
              <ul className="checks" role="list">
                {section.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </CustomTag>
  );
}
