/**
 * Every element of the bundle, in one list: the entry defines them by importing this, and the
 * manifest and type declarations are generated from the same definitions.
 */
import { sessionStatus } from './session-status/session-status.element.ts';
import type { WidgetDefinition } from './core/element/define.tsx';

export const definitions: WidgetDefinition<any>[] = [sessionStatus];
