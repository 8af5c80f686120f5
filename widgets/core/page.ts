import { ApiClient } from './api/client.ts';
import { ConfigStore, cleanOptions, readScriptConfig, type ConfigOptions, type ScriptSource, type WidgetConfig } from './config/config.ts';
import { findOwnScript } from './config/script.ts';
import { browserStorage } from './session/persistence.ts';
import { createSessionStore, type SessionState, type SessionStore } from './session/store.ts';
import { VERSION } from './version.ts';

/** The bundle's version, shown as `ClinicWidgets.version`. */
export { VERSION };

/** What one page shares between all its elements: one configuration, one session, one client. */
export interface PageWidgets {
  config: ConfigStore;
  session: SessionStore;
  client: ApiClient;
  /** Sends the browser elsewhere (the application hand-off, sign-out); tests replace it. */
  navigate: (url: string) => void;
}

/** The one global a page gets (INTERFACE.md "The bundle"). */
export interface ClinicWidgetsGlobal {
  readonly version: string;
  configure(options: ConfigOptions): WidgetConfig;
  readonly session: {
    getState(): SessionState;
    subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
    signOut(): Promise<void>;
  };
}

const INTERNAL = Symbol.for('clinic-widgets.page');

type GlobalWithInternals = ClinicWidgetsGlobal & { [INTERNAL]?: PageWidgets };

declare global {
  interface Window {
    ClinicWidgets?: ClinicWidgetsGlobal;
    /** Options set before the script runs (as `intercomSettings` is for Intercom), read once at start. */
    ClinicWidgetsConfig?: ConfigOptions;
  }
}

/** Creates a page's shared objects; the navigation is injectable for tests. */
export function createPageWidgets(options: {
  script?: HTMLOrSVGScriptElement | null;
  /** Where the bundle came from (default: the script's own URL, else unknown). */
  source?: ScriptSource;
  /** `window.ClinicWidgetsConfig` as the page set it. */
  globalConfig?: unknown;
  storage?: Storage | null;
  navigate?: (url: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
} = {}): PageWidgets {
  const script = options.script ?? null;
  const source = options.source ?? { url: script instanceof HTMLScriptElement && script.src ? script.src : null, defaultSite: '' };
  const config = new ConfigStore(readScriptConfig(script), source, cleanOptions(options.globalConfig, 'window.ClinicWidgetsConfig'));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const session = createSessionStore(storage, typeof window === 'undefined' ? undefined : window);
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  const client = new ApiClient({
    store: session,
    storage,
    config: () => config.get(),
    navigate,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { config, session, client, navigate };
}

/** Signs out: revokes the refresh token on the server (best effort) and clears the session. */
export async function signOut(page: PageWidgets): Promise<void> {
  const { refreshToken } = page.session.getState();
  page.session.getState().clear();
  if (refreshToken) await page.client.logout(refreshToken);
}

/**
 * Returns the page's shared objects, creating them and `window.ClinicWidgets` on first use; a
 * second copy of the bundle finds the first one's and shares them. `script` is the running
 * script's element (`document.currentScript`), `moduleUrl` the module build's own URL.
 */
export function attachPage(script: HTMLOrSVGScriptElement | null = null, moduleUrl?: string): PageWidgets {
  const existing = (window.ClinicWidgets as GlobalWithInternals | undefined)?.[INTERNAL];
  if (existing) return existing;
  const own = script !== null || moduleUrl !== undefined ? findOwnScript(script, moduleUrl) : { element: null, source: undefined };
  const page = createPageWidgets({
    script: own.element,
    ...(own.source ? { source: own.source } : {}),
    globalConfig: window.ClinicWidgetsConfig,
  });
  const global: GlobalWithInternals = {
    version: VERSION,
    configure: (options) => page.config.configure(options),
    session: {
      getState: () => page.session.getState(),
      subscribe: (listener) => page.session.subscribe(listener),
      signOut: () => signOut(page),
    },
  };
  Object.defineProperty(global, INTERNAL, { value: page });
  Object.defineProperty(window, 'ClinicWidgets', { value: Object.freeze(global), configurable: true, enumerable: true, writable: false });
  return page;
}

/** The page's shared objects for elements; tests may install their own with `usePageWidgets`. */
let current: PageWidgets | null = null;

export function pageWidgets(): PageWidgets {
  current ??= attachPage();
  return current;
}

/** Installs the shared objects elements of this bundle use (the bundle's entry and tests). */
export function usePageWidgets(page: PageWidgets): void {
  current = page;
}
