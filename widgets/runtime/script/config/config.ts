/**
 * Page-wide configuration, lowest to highest precedence: the defaults, which follow the script's
 * own URL; `data-*` on the bundle's own script tag; `window.ClinicWidgetsConfig` set before the
 * script; `ClinicWidgets.configure()`. An element's own attribute beats all of them.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { VERSION } from '../version.ts';
import type { MessageOverrides } from '../../../i18n/types.ts';
import { originOf, pageOrigin } from './urls.ts';

/** Everything an element may be configured with. */
export interface WidgetConfig {
  /**
   * The site the elements belong to: every link default (sign-up, sales, sign-in, help, chat)
   * leads there, and the API is called there unless `apiBase` says otherwise. Default: the origin
   * of the script's own URL, so an embed on a partner's page still leads to our site.
   */
  siteUrl: string;
  /** Base address of the API (the site's address, without /api); default: `siteUrl`. */
  apiBase: string;
  /** The clinic application a signed-in user is sent to; empty: stay on the page. */
  appUrl: string;
  /** Where Google sign-in starts; empty: Google sign-in is not available yet. */
  googleSignInUrl: string;
  /** Where page views are reported (POST); empty: analytics off. */
  analyticsUrl: string;
  /** Where a user goes when the session ends (a path on `siteUrl`, or an address). */
  loginHref: string;
  /** The WhatsApp number of the chat's click-to-chat link, in international form; empty: no link. */
  whatsappNumber: string;
  /**
   * Where the bundle's companion files live (the chunks that load on demand, help-articles.json):
   * default, the folder the script was loaded from, so a copy hosted elsewhere finds its own.
   */
  contentBase: string;
  /**
   * The language of every element with no `lang` of its own, before its ancestors' and `<html lang>`:
   * a tag such as `hi-IN` or `ta`, or 'auto' for the visitor's browser languages; empty: the page's.
   */
  lang: string;
}

/** The page configuration with the partner's own messages (`configure({ messages })`). */
export interface PageConfig extends WidgetConfig {
  /** Messages to use instead of the catalogs', by key, for every language or under a language's tag. */
  messages: MessageOverrides;
}

export type ConfigOptions = Partial<WidgetConfig> & { messages?: MessageOverrides };

/** The option names, as `configure()` and `window.ClinicWidgetsConfig` take them. */
export const OPTION_NAMES: readonly (keyof WidgetConfig)[] = [
  'siteUrl',
  'apiBase',
  'appUrl',
  'googleSignInUrl',
  'analyticsUrl',
  'loginHref',
  'whatsappNumber',
  'contentBase',
  'lang',
];

/**
 * `data-*` attributes of the script tag (as `dataset` names) and the options they set: each option's
 * own name, but `data-google-signin-url` for googleSignInUrl.
 */
const DATA_ATTRIBUTES: Record<string, keyof WidgetConfig> = Object.fromEntries(
  OPTION_NAMES.map((name) => [name === 'googleSignInUrl' ? 'googleSigninUrl' : name, name]),
);

/** Where the running bundle came from. */
export interface ScriptSource {
  /** The script's own URL; null when it cannot be known (bundled into an application). */
  url: string | null;
  /** The site to assume when the URL is unknown; empty for none (then the page's own origin). */
  defaultSite: string;
}

const UNKNOWN_SOURCE: ScriptSource = { url: null, defaultSite: '' };

/** The defaults for a bundle from `source`, with `set` (the layers merged) applied over them. */
export function defaultConfig(source: ScriptSource = UNKNOWN_SOURCE, set: ConfigOptions = {}): WidgetConfig {
  const scriptOrigin = source.url ? originOf(source.url) : '';
  const siteUrl = set.siteUrl || scriptOrigin || source.defaultSite || pageOrigin();
  let contentBase = set.contentBase;
  if (!contentBase) {
    if (source.url) contentBase = new URL('.', source.url).href;
    // Bundled into an application: this release's own files on the site, at its pinned URL.
    else if (source.defaultSite) contentBase = `${(originOf(siteUrl) || siteUrl).replace(/\/+$/, '')}/${VERSION}/`;
    else contentBase = `${pageOrigin()}/`;
  }
  return {
    siteUrl,
    apiBase: set.apiBase || siteUrl,
    appUrl: set.appUrl ?? '',
    googleSignInUrl: set.googleSignInUrl ?? '',
    analyticsUrl: set.analyticsUrl ?? '',
    loginHref: set.loginHref || '/login',
    whatsappNumber: set.whatsappNumber ?? '',
    contentBase,
    lang: set.lang ?? '',
  };
}

/** Reads the `data-*` configuration from the bundle's own script tag (empty values are ignored). */
export function readScriptConfig(script: HTMLOrSVGScriptElement | null): ConfigOptions {
  const options: ConfigOptions = {};
  if (typeof HTMLScriptElement === 'undefined' || !(script instanceof HTMLScriptElement)) return options;
  for (const [dataKey, raw] of Object.entries(script.dataset)) {
    const configKey = DATA_ATTRIBUTES[dataKey];
    if (!configKey) {
      diagnose((d) => d.reportUnknownDataSetting(dataKey, Object.keys(DATA_ATTRIBUTES)));
      continue;
    }
    const value = raw?.trim();
    if (value) options[configKey] = value;
  }
  return options;
}

/**
 * Keeps only known keys with string values, so a typo cannot set a surprise field; each unknown or
 * mistyped key, and each value that is not a string, is reported once (`where` names the source).
 */
export function cleanOptions(options: unknown, where = 'ClinicWidgets.configure()', added: ReadonlyMap<string, string> = new Map()): ConfigOptions {
  const clean: ConfigOptions = {};
  if (options === undefined || options === null) return clean;
  if (typeof options !== 'object') {
    diagnose((d) => d.reportNotAnObject(where));
    return clean;
  }
  for (const [key, value] of Object.entries(options as Record<string, unknown>)) {
    // Messages by key (a language's own under its tag); a value that is not a string is never shown.
    if (key === 'messages') {
      if (typeof value === 'object' && value) {
        clean.messages = value as MessageOverrides;
        diagnose((d) => d.reportMessageProblems(value as Record<string, unknown>, where, added));
      } else diagnose((d) => d.reportNotAnObject(`${where} messages`));
      continue;
    }
    if (!(OPTION_NAMES as readonly string[]).includes(key)) {
      diagnose((d) => d.reportUnknownOption(where, key, OPTION_NAMES));
      continue;
    }
    if (typeof value !== 'string') {
      if (value !== undefined) diagnose((d) => d.reportNotAString(where, key, value));
      continue;
    }
    clean[key as keyof WidgetConfig] = value.trim();
  }
  return clean;
}

/** Reports an API base that names the API's own path: the client adds /api/… itself. */
function checkApiBase(apiBase: string): void {
  // The build's renderer has no page and calls no API: there is nothing to check.
  if (typeof location === 'undefined') return;
  try {
    const path = new URL(apiBase, pageOrigin() || undefined).pathname.replace(/\/+$/, '');
    if (/\/api$/i.test(path)) diagnose((d) => d.reportApiPath(apiBase));
  } catch {
    diagnose((d) => d.reportApiBaseNotAddress(apiBase));
  }
}

/**
 * Tells whoever embeds the elements, on the console, what is misconfigured
 * (config-diagnostics.ts). The words are fetched with the first finding; offline, they are skipped.
 */
export function diagnose(report: (diagnostics: typeof import('./config-diagnostics.ts')) => void): void {
  import('./config-diagnostics.ts').then(report, () => undefined);
}

/**
 * A page's configuration: the layers merged, and a way to add the `configure()` layer. The merged
 * value lives in a zustand store (as the session does), so listeners follow its every change.
 */
export class ConfigStore {
  private layers: ConfigOptions[];
  /** The languages partners added (`registerLanguage`), by primary subtag: `pa` → `pa-IN`. */
  readonly added = new Map<string, string>();
  private readonly store: StoreApi<PageConfig>;

  constructor(
    scriptOptions: ConfigOptions = {},
    private readonly source: ScriptSource = UNKNOWN_SOURCE,
    globalOptions: ConfigOptions = {},
  ) {
    this.layers = [scriptOptions, globalOptions, {}];
    this.store = createStore<PageConfig>(() => this.merge());
  }

  /** The merged page configuration. */
  get(): PageConfig {
    return this.store.getState();
  }

  /** Applies `ClinicWidgets.configure(options)`; later calls add to earlier ones. */
  configure(options: unknown): PageConfig {
    const { messages, ...clean } = cleanOptions(options, undefined, this.added);
    // Messages add up too: a later call overrides the keys (and the languages' maps) it names.
    this.layers[2] = { ...this.layers[2], ...clean, messages: { ...this.layers[2]!.messages, ...messages } };
    this.store.setState(this.merge(), true);
    return this.get();
  }

  /** Calls the listener whenever the configuration changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.store.subscribe(() => listener());
  }

  private merge(): PageConfig {
    const set: Partial<WidgetConfig> = {};
    let messages: MessageOverrides = {};
    for (const { messages: own, ...layer } of this.layers) {
      for (const [key, value] of Object.entries(layer) as [keyof WidgetConfig, string][]) {
        if (value) set[key] = value;
      }
      messages = { ...messages, ...own };
    }
    const merged = defaultConfig(this.source, set);
    checkApiBase(merged.apiBase);
    return { ...merged, messages };
  }
}
