import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Help Center quick link. */
  supportHref: { type: 'string', default: '/support' },
  /** The Contact quick link. */
  contactHref: { type: 'string', default: '/contact' },
} as const;

/** `<clinic-handbook-nav>`: the /handbook sidebar, over the page's own sections. */
export const handbookNav = widget('clinic-handbook-nav', () => import('./handbook-nav.component.tsx'), {
  // Following the section in view needs its code: the page's first scroll fetches it. Its first
  // paint is the server's rendering of its light-DOM list (search box included): text typed there
  // before the code arrives is applied when it does.
  hydrate: ['interaction', 'scroll'],
  attributes,
});

defineWidget(handbookNav);

export type ClinicHandbookNavElement = WidgetElement<typeof attributes>;
