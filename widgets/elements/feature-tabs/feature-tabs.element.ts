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

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: featureTabs.docs = {
  className: 'ClinicFeatureTabsElement',
  summary:
    'Turns its light-DOM tab list and panels ([role=tablist], [role=tab] with aria-controls, [role=tabpanel]) into WAI-ARIA tabs with arrow keys, Home/End and a #hash deep link.',
  slots: { '': 'The tab list and tab panels, enhanced in place into WAI-ARIA tabs.' },
};

defineEnhancer(featureTabs);
