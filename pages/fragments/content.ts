/**
 * The content and words the fragments render, by language: the English from widgets/content/, each
 * other language's beside it (widgets/content/<language>/). A language without an entry renders
 * the English. The same markup code renders every language.
 */
import { DEFAULT_LANGUAGE } from '../../protocol/languages.ts';
import { demoSections } from '../../widgets/content/demo.ts';
import { featureModules, featureTabs, integrationsStrip } from '../../widgets/content/features.ts';
import { demoSections as hiDemoSections } from '../../widgets/content/hi/demo.ts';
import { featureModules as hiFeatureModules, featureTabs as hiFeatureTabs } from '../../widgets/content/hi/features.ts';
import { testimonials as hiTestimonials } from '../../widgets/content/hi/testimonials.ts';
import { testimonials, type Testimonial } from '../../widgets/content/testimonials.ts';
import type { DemoSection } from '../../widgets/content/types.ts';
import type { FeatureModule, FeatureTab } from '../../widgets/content/features.ts';

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

const CONTENT: Record<string, FragmentContent> = {
  [DEFAULT_LANGUAGE]: {
    featureTabs,
    featureModules,
    integrationsStrip,
    demoSections,
    testimonials,
    words: {
      featureAreas: 'Feature areas',
      tourSections: 'Tour sections',
      minutes: (minutes) => `${minutes} min`,
      totalMinutes: (minutes) => `${minutes} minutes in total`,
      sectionOf: (index, count) => `Section ${index} of ${count}`,
    },
  },
  'hi-IN': {
    featureTabs: hiFeatureTabs,
    featureModules: hiFeatureModules,
    integrationsStrip,
    demoSections: hiDemoSections,
    testimonials: hiTestimonials,
    words: {
      featureAreas: 'फ़ीचर के क्षेत्र',
      tourSections: 'टूर के हिस्से',
      minutes: (minutes) => `${minutes} मिनट`,
      totalMinutes: (minutes) => `कुल ${minutes} मिनट`,
      sectionOf: (index, count) => `${count} में से हिस्सा ${index}`,
    },
  },
};

/** The fragments' content in `language`, or the English when it has none. */
export function fragmentContent(language: string = DEFAULT_LANGUAGE): FragmentContent {
  return CONTENT[language] ?? CONTENT[DEFAULT_LANGUAGE]!;
}
