import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {} as const;

/** `<clinic-faq>`: the five questions of the Help Center, one open at a time. */
export const faq = widget('clinic-faq', () => import('./faq.component.tsx'), {
  // Its questions are native disclosures in the server's markup, which open and close before any
  // script; its code adds the one-open rule where the browser lacks `<details name>`.
  hydrate: 'visible',
  attributes,
});

defineWidget(faq);

export type ClinicFaqElement = WidgetElement<typeof attributes>;
