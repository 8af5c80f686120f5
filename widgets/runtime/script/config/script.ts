/**
 * Finds where the running bundle came from: its own `<script>` element (for its `data-*`
 * settings) and its URL (the default site, and the folder its companion files are loaded from).
 */
import type { ScriptSource } from './config.ts';

/** Set by the ES module build to the public site's address; absent from the classic script. */
declare const __CLINIC_DEFAULT_SITE__: string | undefined;

/** The names the bundle is published under: the classic script and the ES module, minified or not. */
const OWN_FILE = /\/clinic-widgets(?:\.min)?\.m?js$/;

function isOwnUrl(url: string): boolean {
  try {
    return OWN_FILE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The bundle's script element and URL, as far as they can be known. */
export interface OwnScript {
  element: HTMLScriptElement | null;
  source: ScriptSource;
}

/**
 * A classic script knows its element (`document.currentScript`). A module script has none, so
 * the element is looked up by the script's URL (`import.meta.url` of the module build), or by name
 * for the classic file loaded with `type="module"`; the last such element on the page wins, as it
 * is the one being run. Bundled into an application, the module names no element of ours and
 * falls back to the public site it was built for.
 */
export function findOwnScript(current: HTMLOrSVGScriptElement | null, moduleUrl: string | undefined, doc: Document = document): OwnScript {
  const defaultSite = typeof __CLINIC_DEFAULT_SITE__ === 'string' ? __CLINIC_DEFAULT_SITE__ : '';
  // Bundled into an application, the module's URL is the application's: not ours.
  const ownModule = moduleUrl && isOwnUrl(moduleUrl) ? moduleUrl : '';
  // The last script on the page with a src that passes `test`.
  const last = (test: (src: string) => boolean) => [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => test(script.src)).pop();
  const element =
    (current instanceof HTMLScriptElement && current.src ? current : null) ??
    (ownModule ? last((src) => src === ownModule) : undefined) ??
    last(isOwnUrl) ??
    null;
  return { element, source: { url: element?.src || ownModule || null, defaultSite } };
}
