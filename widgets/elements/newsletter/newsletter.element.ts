import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {} as const;

/** `<clinic-newsletter>`: the footer's Subscribe box, posting to /api/newsletter. */
export const newsletter = widget({
  tag: 'clinic-newsletter',
  load: () => import('./newsletter.component.tsx'),
  uses: formUses,
  hydrate: 'interaction',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: newsletter.docs = {
  className: 'ClinicNewsletterElement',
  summary: "The footer's Subscribe box: an email field that posts to /api/newsletter, with a clear confirmation or error.",
  events: { 'clinic-subscribed': 'The address was stored (or was already subscribed).' },
  parts: {
    form: 'The form.',
    input: 'The email field.',
    button: 'The Subscribe button.',
    message: 'The confirmation or error line under the field.',
  },
};

defineWidget(newsletter);

export type ClinicNewsletterElement = WidgetElement<typeof attributes>;
