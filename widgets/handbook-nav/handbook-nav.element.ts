import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {
  supportHref: { type: 'string', description: 'The Help Center quick link.', default: '/support' },
  contactHref: { type: 'string', description: 'The Contact quick link.', default: '/contact' },
} as const;

/** `<clinic-handbook-nav>`: the /handbook sidebar, over the page's own sections. */
export const handbookNav = widget({
  tag: 'clinic-handbook-nav',
  className: 'ClinicHandbookNavElement',
  summary:
    'The handbook sidebar: reads its sections from its light-DOM list of #links, filters them by section or subsection title, expands subsections, scrolls a clicked entry to 100 px below the top (focus and #hash follow) and highlights the section crossing the 10%–20% band of the viewport.',
  // The code loads on demand (the help part); until then the element shows its own light DOM.
  component: deferred('help', 'clinic-handbook-nav'),
  // Its own rendering (collapsed lists, the section in view) depends on the browser's scroll and
  // state; before the script, and without it, the page's full list of sections (its light DOM) is
  // the better navigation, so the build leaves it to the client.
  serverRender: false,
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  // Its styles come with the part too.
  styles: [],
  parts: {
    panel: 'The navigation panel.',
    input: 'The search field.',
    list: 'The list of sections.',
    link: 'Each section and subsection link.',
    toggle: 'Each expand/collapse button.',
  },
});

defineWidget(handbookNav);

export type ClinicHandbookNavElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-handbook-nav': ClinicHandbookNavElement;
  }
}
