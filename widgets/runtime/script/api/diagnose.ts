/**
 * What the console says when a call finds no API: no answer at all (across origins, most often the
 * server refusing this page's origin), or an answer that is not the API's (HTML, or a 404 for a
 * route the API has); and whether a call that got no answer was refused for this page's origin.
 * Fetched with the first failure only.
 */
import { warnOnce } from '../diagnostics/warn.ts';
import { apiUrl } from './request.ts';

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

/** Each API base's answer to the origin check, asked once per page. */
const originChecks = new Map<string, Promise<boolean>>();

/**
 * True when the API at `apiBase` refuses this page's origin. A refused call fails in the browser as a
 * network failure does (the answer is hidden), so the API's origin check is asked: a simple GET
 * (no preflight) that every origin may read, saying whether the caller's Origin is allowed. A check
 * that cannot be read either (offline, an older server) says nothing: the failure stays a network one.
 * When refused, the console says what to set and where.
 */
export function originRefused(apiBase: string, send: typeof fetch = fetch): Promise<boolean> {
  const origin = pageOrigin();
  let crossOrigin = false;
  try {
    crossOrigin = origin !== '' && new URL(apiBase, origin).origin !== origin;
  } catch {
    /* not an address: the API base check has reported it */
  }
  if (!crossOrigin) return Promise.resolve(false);
  let check = originChecks.get(apiBase);
  if (!check) {
    check = send(apiUrl(apiBase, '/api/origin-check'), { credentials: 'omit', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { allowed?: unknown }).allowed === false,
        () => false,
      );
    originChecks.set(apiBase, check);
  }
  return check.then((refused) => {
    if (refused) {
      warnOnce(
        `origin:${apiBase}`,
        `The API at ${apiBase} refuses calls from this page's origin, ${origin}, so its forms cannot be sent here. Add ${origin} to ALLOWED_ORIGINS on that server (comma-separated origins, e.g. ALLOWED_ORIGINS=${origin}) and restart it. Until then visitors see "This form is not available on this site yet."`,
      );
    }
    return refused;
  });
}
