import { expect } from '@open-wc/testing';
import { ApiClient } from '../../widgets/runtime/script/api/client.ts';
import { ApiError } from '../../widgets/runtime/script/api/errors.ts';
import { SESSION_EXPIRED } from '../../widgets/runtime/script/api/refresh.ts';
import { defaultConfig } from '../../widgets/runtime/script/config/config.ts';
import { STORAGE_KEYS } from '../../protocol/index.ts';
import { sessionUpkeep } from '../../widgets/runtime/script/session/service.ts';
import { createSessionStore } from '../../widgets/runtime/script/session/store.ts';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow' };
type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function setup(handler: Handler, options: { signedIn?: boolean; refreshToken?: string | null; timeoutMs?: number } = {}) {
  localStorage.clear();
  if (options.signedIn) {
    // A null refresh token: the API keeps it in its cookie, and storage holds the user alone.
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify(
        options.refreshToken === null ? user : { ...user, token: 'old', refreshToken: options.refreshToken === undefined ? 'r1' : options.refreshToken },
      ),
    );
  }
  const store = createSessionStore(localStorage);
  const calls: Call[] = [];
  const navigations: string[] = [];
  const client = new ApiClient({
    session: sessionUpkeep(store, localStorage),
    storage: localStorage,
    config: () => ({ ...defaultConfig(), apiBase: 'https://api.example.test' }),
    navigate: (url) => navigations.push(url),
    retryDelayMs: 1,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return handler(url, init);
    },
  });
  return { client, store, calls, navigations };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it("keeps the answer's device token past signing out and sends it with the next sign-in", async () => {
    const { client, calls, store } = setup(() => json(200, { user, token: 't', refreshToken: 'r', deviceToken: 'device-1' }));
    await client.login({ email: 'a@b.in', password: 'secret-pass', rememberMe: false });
    expect((calls[0]!.body as Record<string, unknown>).deviceToken).to.equal(undefined);
    expect(localStorage.getItem('clinic.deviceToken')).to.equal('device-1');
    store.getState().clear();
    await client.login({ email: 'a@b.in', password: 'secret-pass', rememberMe: false });
    expect(calls[1]!.body).to.deep.equal({ email: 'a@b.in', password: 'secret-pass', rememberMe: false, deviceToken: 'device-1' });
  });

  it('solves the proof of work a held sign-in is answered with and sends the same sign-in once more with it', async () => {
    const challenge = { id: 'w1.99999999999.8.AAAAAAAAAAAAAAAA.challenge', bits: 8 };
    let held = true;
    const { client, calls } = setup(() => {
      if (!held) return json(200, { user, token: 't', refreshToken: 'r', deviceToken: 'device-2' });
      held = false;
      return json(429, { code: 'RATE_LIMITED', message: 'Too many attempts.', challenge }, { 'Retry-After': '900' });
    });
    const answer = await client.login({ email: 'a@b.in', password: 'secret-pass', rememberMe: false });
    expect(answer.token).to.equal('t');
    expect(calls.length).to.equal(2);
    const proof = String((calls[1]!.body as Record<string, unknown>).proof);
    expect(proof.startsWith(`${challenge.id}:`)).to.equal(true);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(proof)));
    expect(digest[0]).to.equal(0);
    expect(calls[1]!.body).to.deep.equal({ ...(calls[0]!.body as object), proof });
  });

  it('shows a plain 429 without a challenge as it is, sending nothing more', async () => {
    const { client, calls } = setup(() => json(429, { code: 'RATE_LIMITED', message: 'Too many attempts.' }, { 'Retry-After': '60' }));
    const error = await failure(client.login({ email: 'a@b.in', password: 'secret-pass', rememberMe: false }));
    expect(error.status).to.equal(429);
    expect(error.challenge).to.equal(null);
    expect(calls.length).to.equal(1);
  });

  it('sends JSON to the configured base with the bearer token of the session', async () => {
    const { client, calls } = setup(() => json(200, { user }), { signedIn: true });
    await client.me();
    expect(calls[0]!.url).to.equal('https://api.example.test/api/auth/me');
    expect(calls[0]!.headers.Authorization).to.equal('Bearer old');
    expect(calls[0]!.headers.Accept).to.equal('application/json');
  });

  it("uses an element's own api-base over the page's", async () => {
    const { client, calls } = setup(() => json(200, { message: 'ok' }));
    await client.forgotPassword('a@b.in', { apiBase: 'https://other.example.test/' });
    expect(calls[0]!.url).to.equal('https://other.example.test/api/auth/forgot-password');
    expect(calls[0]!.headers['Content-Type']).to.equal('application/json');
    expect(calls[0]!.body).to.deep.equal({ email: 'a@b.in' });
  });

  it('reads a login answer bare or under a data wrapper', async () => {
    const bare = setup(() => json(200, { user, token: 't', refreshToken: 'r' }));
    expect((await bare.client.login({ email: 'a@b.in', password: 'x' })).token).to.equal('t');
    const wrapped = setup(() => json(200, { data: { user, token: 't2', refreshToken: 'r2' } }));
    expect((await wrapped.client.login({ email: 'a@b.in', password: 'x' })).refreshToken).to.equal('r2');
  });

  const fallbacks: [number, string][] = [
    [400, 'Invalid input data'],
    [401, 'Invalid credentials'],
    [404, 'User not found'],
    [409, 'Email already exists'],
    [500, 'Server error. Please try again later.'],
    [418, 'An unexpected error occurred'],
    [503, 'An unexpected error occurred'],
  ];
  for (const [status, message] of fallbacks) {
    it(`shows '${message}' for a ${status} without a message`, async () => {
      const { client } = setup(() => json(status, {}));
      const error = await failure(client.login({ email: 'a@b.in', password: 'x' }));
      expect(error.message).to.equal(message);
      expect(error.status).to.equal(status);
    });
  }

  it("prefers the server's message over the fallback, and keeps field messages", async () => {
    const { client } = setup(() => json(400, { message: 'Phone number is required', fields: { phone: 'Phone number is required' } }));
    const error = await failure(client.login({ email: 'a@b.in', password: 'x' }));
    expect(error.message).to.equal('Phone number is required');
    expect(error.fields).to.deep.equal({ phone: 'Phone number is required' });
  });

  it('uses the fallback when an error answer is not JSON', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    expect((await failure(client.login({ email: 'a@b.in', password: 'x' }))).message).to.equal('Server error. Please try again later.');
  });

  it("says 'Network error. Please check your connection.' when no answer comes", async () => {
    const { client, calls } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.login({ email: 'a@b.in', password: 'x' }));
    expect(error.message).to.equal('Network error. Please check your connection.');
    expect(error.kind).to.equal('network');
    // Besides the login, only the API's origin check is asked (it could not be read either).
    expect(calls.filter((call) => call.url.endsWith('/api/auth/login')).length, 'a login is never sent twice').to.equal(1);
    expect(calls.map((call) => call.url).filter((url) => !url.endsWith('/api/auth/login'))).to.deep.equal(['https://api.example.test/api/origin-check']);
  });

  it('gives up after the time-out with the network message', async () => {
    const { client } = setup((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))), {
      timeoutMs: 50,
    });
    const error = await failure(client.forgotPassword('a@b.in'));
    expect(error.kind).to.equal('timeout');
    expect(error.message).to.equal('Network error. Please check your connection.');
  });

  it('retries a network failure only for calls that are safe to repeat', async () => {
    let attempts = 0;
    const { client } = setup(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { valid: true });
    });
    expect((await client.verifyResetToken('tok')).valid).to.equal(true);
    expect(attempts).to.equal(3);
  });

  it('turns an answer of the wrong shape into a clear error', async () => {
    const { client } = setup(() => json(200, { user: { id: 1 }, token: 5 }));
    const error = await failure(client.login({ email: 'a@b.in', password: 'x' }));
    expect(error.kind).to.equal('shape');
    expect(error.message).to.equal('An unexpected error occurred');
  });

  it('sends no cookie-derived header; on its own origin it asks the API to keep the refresh token in its cookie', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    try {
      const { client, calls } = setup(() => json(200, { message: 'ok' }));
      await client.forgotPassword('a@b.in', { apiBase: location.origin });
      await client.forgotPassword('a@b.in');
      expect(calls[0]!.headers).to.deep.equal({ Accept: 'application/json', 'Content-Type': 'application/json', 'X-Refresh-Token': 'cookie' });
      expect(calls[1]!.headers).to.deep.equal({ Accept: 'application/json', 'Content-Type': 'application/json' });
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });

  it('answers concurrent 401s with exactly one refresh and replays each call once with the new token', async () => {
    let refreshes = 0;
    const { client, calls, store } = setup(
      async (url, init) => {
        if (url.endsWith('/api/auth/refresh-token')) {
          refreshes += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return json(200, { token: 'new', refreshToken: 'r2' });
        }
        const auth = (init.headers as Record<string, string>).Authorization;
        return auth === 'Bearer new' ? json(200, { user }) : json(401, { message: 'Token expired' });
      },
      { signedIn: true },
    );
    const results = await Promise.all([client.me(), client.me(), client.me(), client.me()]);
    expect(results.map((u) => u.name)).to.deep.equal(Array(4).fill('Asha Rao'));
    expect(refreshes).to.equal(1);
    const meCalls = calls.filter((c) => c.url.endsWith('/api/auth/me'));
    expect(meCalls.filter((c) => c.headers.Authorization === 'Bearer old').length).to.equal(4);
    expect(meCalls.filter((c) => c.headers.Authorization === 'Bearer new').length).to.equal(4);
    expect(calls.find((c) => c.url.endsWith('/refresh-token'))!.body).to.deep.equal({ refreshToken: 'r1' });
    expect(store.getState()).to.include({ token: 'new', refreshToken: 'r2' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).token).to.equal('new');
  });

  it('replays a call only once: a second 401 after the refresh is an error', async () => {
    let refreshes = 0;
    const { client } = setup(
      (url) => {
        if (url.endsWith('/refresh-token')) {
          refreshes += 1;
          return json(200, { token: 'new', refreshToken: 'r2' });
        }
        return json(401, {});
      },
      { signedIn: true },
    );
    const error = await failure(client.me());
    expect(error.status).to.equal(401);
    expect(refreshes).to.equal(1);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    const { client, store, navigations } = setup((url) => (url.endsWith('/refresh-token') ? json(401, { message: 'Invalid refresh token' }) : json(401, {})), {
      signedIn: true,
    });
    const errors = await Promise.all([failure(client.me()), failure(client.me())]);
    expect(errors.map((e) => e.message)).to.deep.equal([SESSION_EXPIRED, SESSION_EXPIRED]);
    expect(store.getState().status).to.equal('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
    expect(navigations).to.deep.equal(['/login']);
  });

  it("refreshes with the API's cookie when it holds no refresh token; refused, it clears the session and goes to /login", async () => {
    const { client, store, navigations, calls } = setup(() => json(401, {}), { signedIn: true, refreshToken: null });
    expect(store.getState()).to.include({ status: 'authenticated', token: null, refreshToken: null });
    await failure(client.me());
    expect(store.getState().status).to.equal('unauthenticated');
    expect(navigations).to.deep.equal(['/login']);
    expect(calls.filter((c) => c.url.endsWith('/refresh-token')).map((c) => c.body)).to.deep.equal([{}]);
  });

  it("keeps a session whose refresh token is in the API's cookie: the new access token in memory, no token in storage", async () => {
    const { client, store, calls } = setup(
      (url, init) => {
        if (url.endsWith('/refresh-token')) return json(200, { token: 'fresh' });
        const bearer = (init.headers as Record<string, string>).Authorization;
        return bearer === 'Bearer fresh' ? json(200, { user }) : json(401, {});
      },
      { signedIn: true, refreshToken: null },
    );
    expect((await client.me()).name).to.equal(user.name);
    expect(store.getState()).to.include({ status: 'authenticated', token: 'fresh', refreshToken: null });
    // Refreshed first: no call goes out without a token only to be refused.
    expect(calls.map((c) => c.url.replace('https://api.example.test', ''))).to.deep.equal(['/api/auth/refresh-token', '/api/auth/me']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).to.deep.equal(user);
    expect(localStorage.getItem(STORAGE_KEYS.token)).to.equal(null);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal(null);
  });

  it('never refreshes for a 401 on a public call such as login', async () => {
    const { client, calls, navigations } = setup(() => json(401, { message: 'Invalid email or password' }), { signedIn: true });
    const error = await failure(client.login({ email: 'a@b.in', password: 'wrong' }));
    expect(error.message).to.equal('Invalid email or password');
    expect(calls.length).to.equal(1);
    expect(navigations).to.deep.equal([]);
  });

  it('takes the tokens another tab refreshed instead of refreshing again', async () => {
    let refreshes = 0;
    const { client } = setup(
      (url, init) => {
        if (url.endsWith('/refresh-token')) {
          refreshes += 1;
          return json(200, { token: 'mine', refreshToken: 'r3' });
        }
        const auth = (init.headers as Record<string, string>).Authorization;
        if (auth === 'Bearer old') {
          // Meanwhile the other tab refreshed and saved its tokens.
          localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...user, token: 'theirs', refreshToken: 'r2' }));
          return json(401, {});
        }
        return json(200, { user: { ...user, name: auth === 'Bearer theirs' ? 'via other tab' : 'refreshed here' } });
      },
      { signedIn: true },
    );
    expect((await client.me()).name).to.equal('via other tab');
    expect(refreshes).to.equal(0);
  });
});
