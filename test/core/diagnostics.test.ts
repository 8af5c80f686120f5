/**
 * What the API client tells whoever embeds the elements when a call finds no API, or is refused for
 * the page's origin, and what the visitor is told: once per cause, on the console, with the fix.
 */
import { expect } from '@open-wc/testing';
import { ApiClient } from '../../widgets/runtime/script/api/client.ts';
import { ApiError } from '../../widgets/runtime/script/api/errors.ts';
import { defaultConfig } from '../../widgets/runtime/script/config/config.ts';
import { resetWarnings } from '../../widgets/runtime/script/diagnostics/warn.ts';
import { sessionUpkeep } from '../../widgets/runtime/script/session/service.ts';
import { createSessionStore } from '../../widgets/runtime/script/session/store.ts';

const html = (status: number) =>
  new Response('<!doctype html><title>Page not found</title>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client of `apiBase` whose calls get `answer`; `probe` answers the origin check instead, when it gives a response. */
function client(apiBase: string, answer: () => Response | Promise<Response>, probe: (url: string) => Response | null = () => null) {
  return new ApiClient({
    session: sessionUpkeep(createSessionStore(null), null),
    storage: null,
    config: () => ({ ...defaultConfig(), apiBase }),
    retryDelayMs: 1,
    fetch: async (input) => probe(String(input)) ?? answer(),
  });
}

async function failureAndWarnings(call: () => Promise<unknown>): Promise<{ error: ApiError; seen: string[] }> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await call();
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return { error: error as ApiError, seen };
  } finally {
    console.warn = original;
  }
  throw new Error('expected the call to fail');
}

describe('API diagnostics', () => {
  beforeEach(() => resetWarnings());

  it("never shows a page's HTML 404 as 'User not found', and says the API base is not the API", async () => {
    const api = client('https://cms.example', () => html(404));
    const { error, seen } = await failureAndWarnings(() => api.subscribe('a@b.in'));
    expect(error.message).to.equal('An unexpected error occurred');
    expect(error.status).to.equal(404);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(
      /^\[clinic-widgets\] https:\/\/cms\.example\/api\/newsletter answered HTML \(status 404\), so https:\/\/cms\.example is not the clinic API/,
    );
    // Once per cause.
    expect((await failureAndWarnings(() => api.subscribe('a@b.in'))).seen).to.have.length(0);
  });

  it('says so when an API base ending in /api meets a route the API does not have', async () => {
    const { error, seen } = await failureAndWarnings(() =>
      client('https://www.clinicplatform.in/api', () => json(404, { message: 'Not found' })).login({ email: 'a@b.in', password: 'x' }),
    );
    expect(error.message).to.equal('An unexpected error occurred');
    expect(seen[0]).to.contain('answered 404 (no such API route)');
    expect(seen[0]).to.contain('The API base must not end in /api: use https://www.clinicplatform.in.');
  });

  it("still shows the API's own 404 answers", async () => {
    const { error, seen } = await failureAndWarnings(() => client(location.origin, () => json(404, {})).login({ email: 'a@b.in', password: 'x' }));
    expect(error.message).to.equal('User not found');
    expect(seen).to.have.length(0);
  });

  it('warns about an HTML page answered with 200', async () => {
    const { error, seen } = await failureAndWarnings(() =>
      client('https://cms.example', () => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })).subscribe('a@b.in'),
    );
    expect(error.message).to.equal('An unexpected error occurred');
    expect(seen[0]).to.contain('answered HTML (status 200)');
  });

  it('names ALLOWED_ORIGINS and this page’s origin when another origin cannot be reached', async () => {
    const { error, seen } = await failureAndWarnings(() =>
      client('https://api.example.in', () => Promise.reject(new TypeError('Failed to fetch'))).subscribe('a@b.in'),
    );
    expect(error.message).to.equal('Network error. Please check your connection.');
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain(`Could not reach the API at https://api.example.in from this page (${location.origin})`);
    expect(seen[0]).to.contain(`add ${location.origin} to the server's ALLOWED_ORIGINS`);
  });

  it('tells the visitor the form is not available here, and the console what to set, when the API refuses this origin', async () => {
    const apiBase = 'https://refusing.example.in';
    const { error, seen } = await failureAndWarnings(() =>
      client(
        apiBase,
        () => Promise.reject(new TypeError('Failed to fetch')),
        (url) => (url === `${apiBase}/api/origin-check` ? json(200, { origin: location.origin, allowed: false }) : null),
      ).subscribe('a@b.in'),
    );
    expect(error.kind).to.equal('origin');
    expect(error.code).to.equal('ORIGIN_REFUSED');
    expect(error.message).to.equal('This form is not available on this site yet.');
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain(`refuses calls from this page's origin, ${location.origin}`);
    expect(seen[0]).to.contain(`Add ${location.origin} to ALLOWED_ORIGINS`);
    expect(seen[0]).not.to.contain('check your connection');
  });

  it('keeps a failure a network one when the origin check says this origin is allowed', async () => {
    const apiBase = 'https://allowing.example.in';
    const { error } = await failureAndWarnings(() =>
      client(
        apiBase,
        () => Promise.reject(new TypeError('Failed to fetch')),
        (url) => (url === `${apiBase}/api/origin-check` ? json(200, { origin: location.origin, allowed: true }) : null),
      ).subscribe('a@b.in'),
    );
    expect(error.kind).to.equal('network');
    expect(error.message).to.equal('Network error. Please check your connection.');
  });
});
