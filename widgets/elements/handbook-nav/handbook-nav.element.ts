import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Help Center quick link. */
  supportHref: { type: 'string', default: '/support' },
  /** The Contact quick link. */
  contactHref: { type: 'string', default: '/contact' },
} as const;

/** `<clinic-handbook-nav>`: the /handbook sidebar, over the page's own sections. */
export const handbookNav = widget({
  tag: 'clinic-handbook-nav',
  load: () => import('./handbook-nav.component.tsx'),
  // Following the section in view needs its code: the page's first scroll fetches it. Its first
  // paint is the server's rendering of its light-DOM list (search box included): text typed there
  // before the code arrives is applied when it does.
  hydrate: ['interaction', 'scroll'],
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: handbookNav.docs = {
  className: 'ClinicHandbookNavElement',
  summary:
    'The handbook sidebar: reads its sections from its light-DOM list of #links, filters them by section or subsection title, expands subsections, scrolls a clicked entry to 100 px below the top (focus and #hash follow) and highlights the section crossing the 10%–20% band of the viewport.',
  parts: {
    panel: 'The navigation panel.',
    input: 'The search field.',
    list: 'The list of sections.',
    link: 'Each section and subsection link.',
    toggle: 'Each expand/collapse button.',
  },
  slots: { '': "Its list of sections (the page's own markup), which it reads; shown as it is where declarative shadow DOM is not supported." },
};

defineWidget(handbookNav);

export type ClinicHandbookNavElement = WidgetElement<typeof attributes>;
