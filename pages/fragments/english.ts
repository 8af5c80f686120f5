/**
 * The fragments' English words without the file system, for rendering a fragment outside a build
 * (the widget tests render the elements' static markup in the browser).
 */
import demoTour from '../../locales/en-IN/site/demo-tour.json' with { type: 'json' };
import featureTabs from '../../locales/en-IN/site/feature-tabs.json' with { type: 'json' };
import testimonials from '../../locales/en-IN/site/testimonials.json' with { type: 'json' };
import { SiteMessages } from '../site-catalog.ts';

const within = (namespace: string, messages: Record<string, string>) => Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]);

/** The reference language's messages of the fragments' namespaces. */
export const englishFragmentMessages = new SiteMessages(
  'en-IN',
  Object.fromEntries([...within('demo-tour', demoTour), ...within('feature-tabs', featureTabs), ...within('testimonials', testimonials)]),
);
