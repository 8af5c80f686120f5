/**
 * The static markup of <clinic-feature-tabs> and the features page lists, rendered from
 * widgets/content/features.ts at build. It is already in the first-tab-selected state the element
 * keeps, so nothing moves when it upgrades; with JavaScript off the stylesheet shows every panel.
 */
import { CustomTag } from './custom-tag.ts';
import { fragmentContent } from './content.ts';
import type { SiteMessages } from '../site-catalog.ts';
import { englishFragmentMessages } from './english.ts';

// loading="lazy" also keeps React from hoisting a preload <link> per icon into the markup.
const icon = (name: string, size = 24) => <img src={`/assets/icons/${name}.svg`} alt="" width={size} height={size} loading="lazy" />;

/** The six tabs with their panels, in the language of `messages`. */
export function FeatureTabsMarkup({ messages = englishFragmentMessages }: { messages?: SiteMessages }) {
  const { featureTabs, words } = fragmentContent(messages);
  return (
    <CustomTag tag="clinic-feature-tabs">
      <div className="feature-tabs">
        <div className="tab-list" role="tablist" aria-label={words.featureAreas}>
          {featureTabs.map((tab, index) => (
            <button
              key={tab.id}
              type="button"
              className="tab"
              role="tab"
              id={`tab-${tab.id}`}
              aria-controls={tab.id}
              aria-selected={index === 0 ? 'true' : 'false'}
              tabIndex={index === 0 ? 0 : -1}
            >
              {icon(tab.icon, 20)}
              <span>{tab.label}</span>
            </button>
          ))}
          {/* The tabs are read whole once this is: see .read-end in the styles. */}
          <span className="read-end" hidden />
        </div>
        {featureTabs.map((tab, index) => (
          <section key={tab.id} className="tab-panel" id={tab.id} role="tabpanel" aria-labelledby={`tab-${tab.id}`} tabIndex={0} hidden={index !== 0}>
            <div className="tab-hero">
              <p className="eyebrow">{tab.label}</p>
              <h2>{tab.title}</h2>
              <p className="lead">{tab.intro}</p>
              <p className="stat-pill">{tab.stat}</p>
            </div>
            <ul className="card-grid four" role="list">
              {tab.features.map((feature) => (
                <li key={feature.title} className="card">
                  <h3>{feature.title}</h3>
                  <p>{feature.description}</p>
                  <ul className="checks" role="list">
                    {feature.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </CustomTag>
  );
}

/** The six extra modules, in the language of `messages`. */
export function FeatureModulesMarkup({ messages = englishFragmentMessages }: { messages?: SiteMessages }) {
  const { featureModules } = fragmentContent(messages);
  return (
    <ul className="card-grid three" role="list">
      {featureModules.map((module) => (
        <li key={module.title} className="card icon-card">
          <span className="icon-badge">{icon(module.icon)}</span>
          <h3>{module.title}</h3>
          <p>{module.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** The integrations strip. */
export function IntegrationsStripMarkup({ messages = englishFragmentMessages }: { messages?: SiteMessages }) {
  const { integrationsStrip } = fragmentContent(messages);
  return (
    <ul className="logo-strip" role="list">
      {integrationsStrip.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
