/**
 * The source of dist/clinic-widgets.d.ts, the package's main declarations: the element types, the
 * event details, the session, the options and the global, with the DOM's tag-name and event maps
 * augmented so `querySelector('clinic-sign-in')` and `addEventListener('clinic-signed-in', …)` are
 * typed. The build emits and bundles it (scripts/types.ts); nothing here is written as text.
 */
/// <reference path="../../types/assets.d.ts" />
import type { ClinicElementTagNameMap } from './elements.ts';
import type { WidgetConfig } from '../runtime/script/config/config.ts';
import type { ClinicEventDetails, ClinicWidgetsGlobal, ClinicWidgetsOptions } from './globals.ts';

export type * from './elements.ts';
export type * from './element-maps.ts';
export type * from './globals.ts';

/**
 * Sets options for every element on the page, as `window.ClinicWidgets.configure()` does, and gives
 * the whole configuration in force. Call it in the application's entry, before it renders its first
 * element. Without a DOM (server-side rendering) it does nothing and gives `undefined`.
 */
export declare function configure(options: ClinicWidgetsOptions): WidgetConfig | undefined;

/** Every event the elements fire, as a DOM event map: they bubble and are composed, so the document and the window hear them too. */
export type ClinicEventMap = { [E in keyof ClinicEventDetails]: CustomEvent<ClinicEventDetails[E]> };

declare global {
  interface Window {
    ClinicWidgets?: ClinicWidgetsGlobal;
    /** Options set before the script runs, read once at start (as `configure()` takes them). */
    ClinicWidgetsConfig?: ClinicWidgetsOptions;
  }
  interface HTMLElementTagNameMap extends ClinicElementTagNameMap {}
  interface HTMLElementEventMap extends ClinicEventMap {}
  interface DocumentEventMap extends ClinicEventMap {}
  interface WindowEventMap extends ClinicEventMap {}
}
