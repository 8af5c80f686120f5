import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {} as const;

/** `<clinic-faq>`: the five questions of the Help Center, one open at a time. */
export const faq = widget({
  tag: 'clinic-faq',
  className: 'ClinicFaqElement',
  summary:
    'The Help Center FAQ accordion: five questions, the first open initially, one open at a time; clicking the open question closes it.',
  // The code loads on demand (the help part); until then the element shows its own light DOM.
  component: deferred('help', 'clinic-faq'),
  // Its open question is the browser's state. Before the script, and without it, the page's own
  // copy (native <details>, which open without script) is the better accordion, so the build
  // leaves it to the client.
  serverRender: false,
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  // Its styles come with the part too.
  styles: [],
  parts: {
    panel: 'The list of questions.',
    item: 'Each question with its answer.',
    button: 'Each question button.',
  },
});

defineWidget(faq);

export type ClinicFaqElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-faq': ClinicFaqElement;
  }
}
