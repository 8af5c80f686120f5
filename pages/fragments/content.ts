/**
 * The content and words the fragments render in one language: the structure from
 * widgets/content/, the words from the language's site catalog (`feature-tabs`, `demo-tour` and
 * `testimonials` namespaces). The same markup code renders every language.
 */
import { demoSectionsIn } from '../../widgets/content/demo.ts';
import { featureModulesIn, featureTabsIn, integrationsStrip, type FeatureModule, type FeatureTab } from '../../widgets/content/features.ts';
import { testimonialsIn, type Testimonial } from '../../widgets/content/testimonials.ts';
import type { DemoSection } from '../../widgets/content/types.ts';
import type { SiteMessages } from '../site-catalog.ts';

/** What the fragments of one language show. */
export interface FragmentContent {
  featureTabs: readonly FeatureTab[];
  featureModules: readonly FeatureModule[];
  integrationsStrip: readonly string[];
  demoSections: readonly DemoSection[];
  testimonials: readonly Testimonial[];
  words: {
    featureAreas: string;
    tourSections: string;
    /** A duration of `minutes` minutes. */
    minutes: (minutes: number) => string;
    /** The tour's total under its sections. */
    totalMinutes: (minutes: number) => string;
    sectionOf: (index: number, count: number) => string;
  };
}

const cache = new WeakMap<SiteMessages, FragmentContent>();

/** The fragments' content in the language of `messages`. */
export function fragmentContent(messages: SiteMessages): FragmentContent {
  let content = cache.get(messages);
  if (content) return content;
  const within = (namespace: string) => (key: string) => messages.text(`${namespace}.${key}`);
  content = {
    featureTabs: featureTabsIn(within('feature-tabs')),
    featureModules: featureModulesIn(within('feature-tabs')),
    integrationsStrip,
    demoSections: demoSectionsIn(within('demo-tour')),
    testimonials: testimonialsIn(within('testimonials')),
    words: {
      featureAreas: messages.text('feature-tabs.areas_label'),
      tourSections: messages.text('demo-tour.sections_label'),
      minutes: (minutes) => messages.text('demo-tour.duration', { minutes }),
      totalMinutes: (minutes) => messages.text('demo-tour.total', { minutes }),
      sectionOf: (index, count) => messages.text('demo-tour.section_of', { index, count }),
    },
  };
  cache.set(messages, content);
  return content;
}
