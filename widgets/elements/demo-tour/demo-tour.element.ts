import { defineEnhancer, enhancer } from '../../runtime/script/element/enhancer.ts';
import { LightTabsElement } from '../../site/tabs.ts';

/**
 * `<clinic-demo-tour>`: the /demo product tour, a vertical list of sections (overview selected
 * first); choosing one shows its title, duration and description. The markup is rendered at build
 * from widgets/content/demo.ts.
 */
export class ClinicDemoTourElement extends LightTabsElement {
  protected override orientation = 'vertical' as const;
}

export const demoTour = enhancer({
  tag: 'clinic-demo-tour',
  element: ClinicDemoTourElement,
  hydrate: 'load',
});

defineEnhancer(demoTour);
