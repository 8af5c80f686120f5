/**
 * Page-wide configuration: defaults, then `data-*` on the bundle's own
 * script tag, then `ClinicWidgets.configure()`; an element's own attribute beats all three.
 */

/** Everything an element may be configured with. */
export interface WidgetConfig {
  /** Base address of the API; default: the page's own origin. */
  apiBase: string;
  /** The clinic application a signed-in user is sent to; empty: stay on the page. */
  appUrl: string;
  /** Where Google sign-in starts; empty: Google sign-in is not available yet. */
  googleSignInUrl: string;
  /** Where page views are reported (POST); empty: analytics off. */
  analyticsUrl: string;
  /** Where a user goes when the session ends. */
  loginHref: string;
  /** The WhatsApp number of the chat's click-to-chat link, in international form; empty: no link. */
  whatsappNumber: string;
  /**
   * Where the bundle's companion files live (help-articles.json): default, the folder the bundle
   * script was loaded from, so an embed on a partner page still reads them from our site.
   */
  contentBase: string;
}

export type ConfigOptions = Partial<WidgetConfig>;

const DATA_ATTRIBUTES: Record<string, keyof WidgetConfig> = {
  apiBase: 'apiBase',
  appUrl: 'appUrl',
  googleSigninUrl: 'googleSignInUrl',
  analyticsUrl: 'analyticsUrl',
  loginHref: 'loginHref',
  contentBase: 'contentBase',
  whatsappNumber: 'whatsappNumber',
};

/** The defaults: same-origin API, no application hand-off, site routes. */
export function defaultConfig(): WidgetConfig {
  return {
    apiBase: typeof location === 'undefined' ? '' : location.origin,
    appUrl: '',
    googleSignInUrl: '',
    analyticsUrl: '',
    loginHref: '/login',
    whatsappNumber: '',
    contentBase: typeof location === 'undefined' ? '' : `${location.origin}/`,
  };
}

/** Reads the `data-*` configuration from the bundle's own script tag (empty values are ignored). */
export function readScriptConfig(script: HTMLOrSVGScriptElement | null): ConfigOptions {
  const options: ConfigOptions = {};
  if (typeof HTMLScriptElement === 'undefined' || !(script instanceof HTMLScriptElement)) return options;
  if (script.src) options.contentBase = new URL('.', script.src).href;
  for (const [dataKey, configKey] of Object.entries(DATA_ATTRIBUTES)) {
    const value = script.dataset[dataKey]?.trim();
    if (value) options[configKey] = value;
  }
  return options;
}

/** Keeps only known keys with non-empty string values, so a typo cannot set a surprise field. */
export function cleanOptions(options: unknown): ConfigOptions {
  const clean: ConfigOptions = {};
  if (!options || typeof options !== 'object') return clean;
  for (const key of Object.values(DATA_ATTRIBUTES)) {
    const value = (options as Record<string, unknown>)[key];
    if (typeof value === 'string') clean[key] = value.trim();
  }
  return clean;
}

/** A page's configuration: the layers merged, and a way to add the `configure()` layer. */
export class ConfigStore {
  private layers: ConfigOptions[];
  private listeners = new Set<() => void>();
  private current: WidgetConfig;

  constructor(scriptOptions: ConfigOptions = {}) {
    this.layers = [scriptOptions, {}];
    this.current = this.merge();
  }

  /** The merged page configuration. */
  get(): WidgetConfig {
    return this.current;
  }

  /** Applies `ClinicWidgets.configure(options)`; later calls add to earlier ones. */
  configure(options: unknown): WidgetConfig {
    this.layers[1] = { ...this.layers[1], ...cleanOptions(options) };
    this.current = this.merge();
    for (const listener of this.listeners) listener();
    return this.current;
  }

  /** Calls the listener whenever the configuration changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private merge(): WidgetConfig {
    const merged = defaultConfig();
    for (const layer of this.layers) {
      for (const [key, value] of Object.entries(layer) as [keyof WidgetConfig, string][]) {
        if (value) merged[key] = value;
      }
    }
    return merged;
  }
}

/** Joins the API base and a path without doubling or dropping the slash. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
