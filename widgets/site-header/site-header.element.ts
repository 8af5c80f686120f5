import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { SiteHeader } from './site-header.component.tsx';
import styles from './site-header.styles.css';

export const attributes = {} as const;

/** `<clinic-site-header>`: the sticky header with its collapsible mobile menu, enhancing the page's markup. */
export const siteHeader = widget({
  tag: 'clinic-site-header',
  className: 'ClinicSiteHeaderElement',
  summary:
    'Sticky site header around light-DOM markup: the [data-menu-toggle] button opens the menu it names in aria-controls (closed on selection, Escape or a click outside); data-scrolled is set on the header past 20px of scroll.',
  component: SiteHeader,
  // Renders only its own light DOM (a slot), which the page shows as it is before any script.
  serverRender: false,
  attributes,
  slots: { '': "The site's header markup (brand, navigation, menu button), enhanced in place." },
  styles: [styles],
});

defineWidget(siteHeader);

export type ClinicSiteHeaderElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-site-header': ClinicSiteHeaderElement;
  }
}
