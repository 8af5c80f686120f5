// page-state: the page's shared objects.
/**
 * What one page shares between all its elements, as the classic script holds it: one
 * configuration and one session, and `window.ClinicWidgets` over them. The API client joins the
 * same object once some element code needs it (page.ts), so a page still has exactly one.
 */
import type { ApiClient } from './api/client.ts';
import { browser, type Browser } from './browser.ts';
import { ConfigStore, cleanOptions, readScriptConfig, type ConfigOptions, type ScriptSource, type WidgetConfig } from './config/config.ts';
import { findOwnScript } from './config/script.ts';
import { originOf, pageOrigin } from './config/urls.ts';
import { webStorage } from './storage/stored.ts';
import { pageClient, sessionService, type SessionMachine, type SessionService } from './session/service.ts';
import { createSessionStore, type SessionStore } from './session/store.ts';
import { VERSION } from './version.ts';
import { pageLanguages, type PageLanguages } from './languages.ts';
import type { MessageMap } from '../../i18n/types.ts';

/** The bundle's version, shown as `ClinicWidgets.version`. */
export { VERSION };

/** A page's shared objects; `client` is there once element code has made it (see page.ts). */
export interface PageCore {
  config: ConfigStore;
  session: SessionStore;
  /** Sends the browser elsewhere (the application hand-off, sign-out): `browser.navigate`, which tests replace. */
  navigate: (url: string) => void;
  /**
   * The browser calls a test replaces (browser.ts): element code in chunks reaches them
   * here, so the page has one seam and the chunks carry no copy of it.
   */
  browser: Browser;
  /**
   * Where the session is kept (null: memory only): localStorage, shared by every tab, where the API
   * is on the page's own origin (the refresh token is then in its HttpOnly cookie and the access
   * token in memory); elsewhere (a partner's page) this tab's sessionStorage, so the session ends
   * with the tab.
   */
  storage: Storage | null;
  /** What the API client is made with; tests replace them. */
  clientOptions: { fetch?: typeof fetch; timeoutMs?: number };
  client?: ApiClient;
  /**
   * Every transition of the session, over this page's store and client: the one writer of the
   * session. `ClinicWidgets.session` offers the visitor's part of it (SessionService).
   */
  service: SessionMachine;
  /** The page's one API client, its chunk fetched on first use. */
  apiClient: () => Promise<ApiClient>;
  /** Answers elements asked for as they connected, waiting for their code (api/early.ts). */
  early: Map<string, Promise<unknown>>;
  /** The language each element speaks, and the catalogs fetched. */
  languages: PageLanguages;
}

/** The one global a page gets (`window.ClinicWidgets`). */
export interface ClinicWidgetsGlobal {
  readonly version: string;
  configure(options: ConfigOptions): WidgetConfig;
  /** Adds a language the elements do not ship: its messages by key, English for the keys it lacks. */
  registerLanguage(tag: string, messages: MessageMap): void;
  /** The session and its actions: sign in, register and sign out without any element. */
  readonly session: SessionService;
}

const INTERNAL = Symbol.for('clinic-widgets.page');

type GlobalWithInternals = ClinicWidgetsGlobal & { [INTERNAL]?: PageCore };

/** The options a page's shared objects are made with; tests pass their own storage and fetch. */
export interface PageOptions {
  script?: HTMLOrSVGScriptElement | null;
  /** Where the bundle came from (default: the script's own URL, else unknown). */
  source?: ScriptSource;
  /** `window.ClinicWidgetsConfig` as the page set it. */
  globalConfig?: unknown;
  storage?: Storage | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Creates a page's configuration and session (no API client yet). */
export function createPageCore(options: PageOptions = {}): PageCore {
  const script = options.script ?? null;
  const source = options.source ?? { url: script instanceof HTMLScriptElement && script.src ? script.src : null, defaultSite: '' };
  const config = new ConfigStore(readScriptConfig(script), source, cleanOptions(options.globalConfig, 'window.ClinicWidgetsConfig'));
  const navigate = (url: string) => browser.navigate(url);
  const clientOptions = { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  // The catalogs' loader is a chunk of its own, fetched by the first element not in English.
  const languages = pageLanguages(config, (language, part) => import('../../i18n/load.ts').then((load) => load.loadCatalogPart(language, part)));
  const page = { config, navigate, browser, clientOptions, early: new Map(), languages } as PageCore;
  // The storage, the session read from it and the session's machine are made when first asked
  // for: the browser's first touch of its storage waits on the browser process, and the classic
  // script asks only after the page's first paint (see element/after-paint.ts).
  // Where the API is on another origin (a partner's page), the session is this tab's alone.
  const tabOnly = originOf(config.get().apiBase) !== pageOrigin();
  type Made = Pick<PageCore, 'storage' | 'session' | 'service'>;
  let made: Made | undefined;
  const make = (): Made => {
    if (made) return made;
    let storage = options.storage;
    if (storage === undefined) storage = webStorage(tabOnly ? 'sessionStorage' : 'localStorage');
    const now = { storage, session: createSessionStore(storage) } as Made;
    made = now;
    // Element code, in chunks, reaches the session's actions and the client through the page, so
    // the code that makes them comes once, with this script.
    now.service = Object.freeze(sessionService(page, typeof window === 'undefined' ? undefined : window));
    return now;
  };
  for (const key of ['storage', 'session', 'service'] as const) Object.defineProperty(page, key, { get: () => make()[key] });
  page.apiClient = () => pageClient(page);
  return page;
}

/**
 * Returns the page's shared objects, creating them and `window.ClinicWidgets` on first use; a
 * second copy of the bundle finds the first one's and shares them. `script` is the running
 * script's element (`document.currentScript`), `moduleUrl` the module build's own URL.
 */
export function attachPage(script: HTMLOrSVGScriptElement | null = null, moduleUrl?: string): PageCore {
  const existing = (window.ClinicWidgets as GlobalWithInternals | undefined)?.[INTERNAL];
  if (existing) return existing;
  const own = script !== null || moduleUrl !== undefined ? findOwnScript(script, moduleUrl) : { element: null, source: undefined };
  const page = createPageCore({
    script: own.element,
    ...(own.source ? { source: own.source } : {}),
    globalConfig: window.ClinicWidgetsConfig,
  });
  const global: GlobalWithInternals = {
    version: VERSION,
    configure: (options) => page.config.configure(options),
    registerLanguage: (tag, messages) => void import('./config/register-language.ts').then((added) => added.registerLanguage(page.config, tag, messages)),
    session: Object.freeze(publicSession(page)),
  };
  Object.defineProperty(global, INTERNAL, { value: page });
  Object.defineProperty(window, 'ClinicWidgets', { value: Object.freeze(global), configurable: true, enumerable: true, writable: false });
  return page;
}

/** The visitor's part of the session machine, as `window.ClinicWidgets.session` offers it (the machine made on first use). */
function publicSession(page: PageCore): SessionService {
  const call =
    (name: keyof SessionService) =>
    (...args: unknown[]) =>
      (page.service[name] as (...args: unknown[]) => unknown)(...args);
  return {
    getState: call('getState'),
    subscribe: call('subscribe'),
    signIn: call('signIn'),
    register: call('register'),
    signOut: call('signOut'),
  } as SessionService;
}

/** The page's shared objects for elements; tests may install their own with `usePageWidgets`. */
let current: PageCore | null = null;

export function pageWidgets(): PageCore {
  current ??= attachPage();
  return current;
}

/** Installs the shared objects elements of this bundle use (the bundle's entry and tests). */
export function usePageWidgets(page: PageCore): void {
  current = page;
}
