import { defineEnhancer, enhancer } from '../../runtime/script/element/enhancer.ts';
import { LightTabsElement } from '../../site/tabs.ts';

/**
 * `<clinic-feature-tabs>`: the six feature tabs of /features. The tabs and panels are the page's
 * own markup (so they read with JavaScript off); this adds the WAI-ARIA tabs behaviour and the
 * #hash deep link.
 */
export class ClinicFeatureTabsElement extends LightTabsElement {
  protected override orientation = 'horizontal' as const;
  protected override followHash = true;
}

export const featureTabs = enhancer({
  tag: 'clinic-feature-tabs',
  element: ClinicFeatureTabsElement,
  hydrate: 'load',
});

defineEnhancer(featureTabs);
