/**
 * What the console says when a call finds no API: no answer at all (across origins, most often the
 * server refusing this page's origin), or an answer that is not the API's (HTML, or a 404 for a
 * route the API has). Fetched with the first failure only.
 */
import { warnOnce } from '../diagnostics/warn.ts';

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/**
 * No answer from the API base. Across origins the usual cause is the server refusing this page's
 * origin (the browser then hides its answer), so the warning names ALLOWED_ORIGINS.
 */
export function reportUnreachable(apiBase: string, timeout: boolean, timeoutMs: number): void {
  let crossOrigin = false;
  try {
    crossOrigin = new URL(apiBase, pageOrigin() || undefined).origin !== pageOrigin();
  } catch {
    /* not an address: the API base check has reported it */
  }
  const origin = pageOrigin();
  if (timeout) {
    warnOnce(`timeout:${apiBase}`, `The API at ${apiBase} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  } else if (crossOrigin) {
    warnOnce(
      `unreachable:${apiBase}`,
      `Could not reach the API at ${apiBase} from this page (${origin}). If that server is running, it is refusing this origin: add ${origin} to the server's ALLOWED_ORIGINS. Otherwise check the API base (data-api-base, or siteUrl).`,
    );
  } else {
    warnOnce(`unreachable:${apiBase}`, `Could not reach the API at ${apiBase}: is the server running?`);
  }
}

/** An answer that is not the API's: HTML, or a 404 for a route the API has. */
export function reportNotApi(apiBase: string, path: string, status: number, html: boolean): void {
  const where = `${apiBase.replace(/\/+$/, '')}${path}`;
  const fix = /\/api\/*$/i.test(apiBase)
    ? `The API base must not end in /api: use ${apiBase.replace(/\/api\/*$/i, '')}.`
    : 'Set the API base (data-api-base on the script tag, or siteUrl) to the address of the clinic site that serves /api.';
  warnOnce(
    `not-api:${apiBase}`,
    `${where} answered ${html ? `HTML (status ${status})` : `404 (no such API route)`}, so ${apiBase} is not the clinic API. ${fix}`,
  );
}
