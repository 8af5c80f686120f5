import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { FeatureTabs } from './feature-tabs.component.tsx';
import styles from './feature-tabs.styles.css';

export const attributes = {} as const;

/** `<clinic-feature-tabs>`: the six feature tabs of /features, enhancing the page's markup. */
export const featureTabs = widget({
  tag: 'clinic-feature-tabs',
  className: 'ClinicFeatureTabsElement',
  summary:
    'Turns its light-DOM tab list and panels ([role=tablist], [role=tab] with aria-controls, [role=tabpanel]) into WAI-ARIA tabs with arrow keys, Home/End and a #hash deep link.',
  component: FeatureTabs,
  // Renders only its own light DOM (a slot), which the page shows as it is before any script.
  serverRender: false,
  attributes,
  slots: { '': 'The tab list and tab panels, enhanced in place into WAI-ARIA tabs.' },
  styles: [styles],
});

defineWidget(featureTabs);

export type ClinicFeatureTabsElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-feature-tabs': ClinicFeatureTabsElement;
  }
}
