import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';

export const attributes = {} as const;

/** `<clinic-faq>`: the five questions of the Help Center, one open at a time. */
export const faq = widget({
  tag: 'clinic-faq',
  load: () => import('./faq.component.tsx'),
  hydrate: 'visible',
  // Its open question is the browser's state. Before the script, and without it, the page's own
  // copy (native <details>, which open without script) is the better accordion, so the build
  // leaves it to the client.
  serverRender: false,
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: faq.docs = {
  className: 'ClinicFaqElement',
  summary: 'The Help Center FAQ accordion: five questions, the first open initially, one open at a time; clicking the open question closes it.',
  attributes: {},
  parts: {
    panel: 'The list of questions.',
    item: 'Each question with its answer.',
    button: 'Each question button.',
  },
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
};

defineWidget(faq);

export type ClinicFaqElement = WidgetElement<typeof attributes>;
