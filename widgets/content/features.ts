/**
 * The /features page: six tabs, each with a hero and four features with highlights;
 * six extra modules; the integrations strip. Claims are the company's own figures. The structure
 * (ids, icons, order) is here; the words are each language's site catalog's `feature-tabs`
 * namespace (locales/<tag>/site/feature-tabs.json), English the reference.
 */
import { array, nonempty, object, pattern, size, string, type Infer } from 'superstruct';
import english from '../../locales/en-IN/site/feature-tabs.json' with { type: 'json' };

const text = nonempty(string());

/** Ensure that a value is one feature of a tab: a title, what it does, and its highlights. */
export const Feature = object({ title: text, description: text, highlights: size(array(text), 2, 4) });
export type Feature = Infer<typeof Feature>;

/** Ensure that a value is one tab of the features page: its label, hero and four features. */
export const FeatureTab = object({
  id: pattern(string(), /^[a-z-]+$/),
  label: text,
  icon: pattern(string(), /^[a-z-]+$/),
  title: text,
  intro: text,
  stat: text,
  features: size(array(Feature), 4, 4),
});
export type FeatureTab = Infer<typeof FeatureTab>;

/** Ensure that a value is one of the extra modules listed under the tabs. */
export const FeatureModule = object({ title: text, icon: pattern(string(), /^[a-z-]+$/), description: text });
export type FeatureModule = Infer<typeof FeatureModule>;

/** A language's words for the content, by key within its namespace. */
export type Words = (key: string) => string;

/** The tabs in order, by id and icon; the first is selected when the page opens. */
const TABS = [
  ['client-management', 'users'],
  ['appointments', 'calendar'],
  ['billing', 'receipt'],
  ['analytics', 'chart'],
  ['communication', 'chat'],
  ['security', 'shield'],
] as const;

/** The extra modules in order, by id and icon. */
const MODULES = [
  ['service-catalogue', 'list'],
  ['staff-management', 'badge'],
  ['inventory', 'box'],
  ['multi-location', 'map-pin'],
  ['care-protocols', 'clipboard'],
  ['lead-management', 'target'],
] as const;

/** How many numbered keys (`prefix1`, `prefix2`, …) the reference catalog has. */
const countOf = (prefix: string) => Object.keys(english).filter((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length))).length;

/** The six tabs in a language, each with its four features. */
export function featureTabsIn(words: Words): FeatureTab[] {
  return TABS.map(([id, icon]) => ({
    id,
    icon,
    label: words(`${id}.label`),
    title: words(`${id}.title`),
    intro: words(`${id}.intro`),
    stat: words(`${id}.stat`),
    features: [1, 2, 3, 4].map((n) => ({
      title: words(`${id}.${n}.title`),
      description: words(`${id}.${n}.description`),
      highlights: Array.from({ length: countOf(`${id}.${n}.highlight_`) }, (_, index) => words(`${id}.${n}.highlight_${index + 1}`)),
    })),
  }));
}

/** The six extra modules in a language. */
export function featureModulesIn(words: Words): FeatureModule[] {
  return MODULES.map(([id, icon]) => ({ title: words(`module.${id}.title`), icon, description: words(`module.${id}.description`) }));
}

const inEnglish: Words = (key) => {
  const text = (english as Record<string, string>)[key];
  if (text === undefined) throw new Error(`feature-tabs.${key} is missing from the English catalog`);
  return text;
};

/** The six tabs in English. */
export const featureTabs: FeatureTab[] = featureTabsIn(inEnglish);

/** The six extra modules shown under the tabs, in English. */
export const featureModules: FeatureModule[] = featureModulesIn(inEnglish);

/** the integrations strip of the features page. */
export const integrationsStrip: string[] = ['WhatsApp', 'Razorpay', 'PhonePe', 'Google', 'Stripe', 'Brevo'];
