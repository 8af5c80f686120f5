import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { DemoTour } from './demo-tour.component.tsx';
import styles from './demo-tour.styles.css';

export const attributes = {} as const;

/** `<clinic-demo-tour>`: the sections of the /demo product tour, enhancing the page's markup. */
export const demoTour = widget({
  tag: 'clinic-demo-tour',
  className: 'ClinicDemoTourElement',
  summary:
    'The product tour of /demo: its light-DOM section list becomes vertical WAI-ARIA tabs; choosing a section shows its title, duration and description (overview first).',
  component: DemoTour,
  // Renders only its own light DOM (a slot), which the page shows as it is before any script.
  serverRender: false,
  attributes,
  slots: { '': 'The tour sections, enhanced in place into a section picker.' },
  styles: [styles],
});

defineWidget(demoTour);

export type ClinicDemoTourElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-demo-tour': ClinicDemoTourElement;
  }
}
