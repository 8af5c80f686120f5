import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {} as const;

/** `<clinic-faq>`: the five questions of the Help Center, one open at a time. */
export const faq = widget({
  tag: 'clinic-faq',
  load: () => import('./faq.component.tsx'),
  // Its questions are native disclosures in the server's markup, which open and close before any
  // script; its code adds the one-open rule where the browser lacks `<details name>`.
  hydrate: 'visible',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: faq.docs = {
  className: 'ClinicFaqElement',
  summary: 'The Help Center FAQ accordion: five questions, the first open initially, one open at a time; clicking the open question closes it.',
  parts: {
    panel: 'The list of questions.',
    item: 'Each question with its answer.',
    button: 'Each question (a `<summary>`).',
  },
};

defineWidget(faq);

export type ClinicFaqElement = WidgetElement<typeof attributes>;
