/**
 * `configure()`, the ES module's named export: what `window.ClinicWidgets.configure()` and
 * `window.ClinicWidgetsConfig` do, for an application that bundles the package and has no global
 * to reach for. Called in the application's entry, before it renders its first element, the options
 * are in force when that element connects (and any early request it makes goes where they say).
 */
import type { ConfigOptions, WidgetConfig } from './config/config.ts';
import { pageWidgets } from './page-core.ts';

/**
 * Sets options for every element on the page and gives the whole configuration in force.
 * Note: without a DOM (server-side rendering, a test in Node) there is no page: it does nothing
 * and gives `undefined`.
 */
export function configure(options: ConfigOptions): WidgetConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  return pageWidgets().config.configure(options);
}
