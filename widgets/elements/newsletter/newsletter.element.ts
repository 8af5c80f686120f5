import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {} as const;

/** `<clinic-newsletter>`: the footer's Subscribe box, posting to /api/newsletter. */
export const newsletter = widget('clinic-newsletter', () => import('./newsletter.component.tsx'), { uses: formUses, hydrate: 'interaction', attributes });

defineWidget(newsletter);

export type ClinicNewsletterElement = WidgetElement<typeof attributes>;
