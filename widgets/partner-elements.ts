/**
 * The elements partners embed (issue 7): the chat assistant and the pricing table.
 * widgets/elements.ts adds them to the bundle's list.
 */
import type { WidgetDefinition } from './core/element/define.tsx';
import { chat } from './chat/chat.element.ts';
import { pricing } from './pricing/pricing.element.ts';

export const partnerDefinitions: WidgetDefinition<any>[] = [chat, pricing];
