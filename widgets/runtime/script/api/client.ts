import fetchRetry from 'fetch-retry';
import { is, literal, type, union, unknown, type Struct } from 'superstruct';
import type { WidgetConfig } from '../config/config.ts';
import { DEVICE_TOKEN_STORAGE_KEY, STORAGE_KEYS } from '../../../../protocol/storage.ts';
import { removeStored } from '../storage/stored.ts';
// The answers' structs only: the request structs (their field rules) belong to the forms that use them.
import type { Login, RegisterPayload } from '../../../../protocol/auth.ts';
import type { ContactMessage } from '../../../../protocol/contact.ts';
import { AuthResult, ErrorBody, MeResult, MessageResult, RefreshResult, VerifyResult, WrappedAuthResult } from '../../../../protocol/responses.ts';
import type { User } from '../../../../protocol/user.ts';
import type { SessionUpkeep } from '../session/service.ts';
import { ApiError, NETWORK_MESSAGE, ORIGIN_REFUSED_MESSAGE, STATUS_MESSAGES, UNEXPECTED_MESSAGE, messageForStatus } from './errors.ts';
import type { createRefresher } from './refresh.ts';
import { REQUEST_TIMEOUT_MS, apiUrl, requestInit } from './request.ts';

/** What the client needs from the page; tests pass their own. */
export interface ApiClientDeps {
  /** The session the client reads its token from and keeps through refreshes. */
  session: SessionUpkeep;
  config: () => WidgetConfig;
  storage: Storage | null;
  fetch?: typeof fetch;
  navigate?: (url: string) => void;
  locks?: LockManager | null;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** Per-call options; `apiBase` is an element's own `api-base` attribute. */
export interface CallOptions {
  apiBase?: string | undefined;
  /** A check in the background: a lost session is cleared without going to the sign-in page. */
  quiet?: boolean;
  /**
   * The calling element's language. The element writes an error in its own words from the error's
   * code, so its calls ask for no translated message; the language travels only where the API keeps
   * it: a new account's language, and the language of the reset mail.
   */
  language?: string | undefined;
}

interface RequestSpec<T> extends CallOptions {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  answer: Struct<T, any>;
  /** A protected call: a 401 runs the refresh flow and replays it once. */
  protected?: boolean;
  /** Safe to send again after a network failure (never for calls that change something). */
  idempotent?: boolean;
  /** The answer of this very request, already sent (api/early.ts); read instead of sending it again. */
  response?: Promise<Response> | undefined;
}

const REFRESH_PATH = '/api/auth/refresh-token';

/** The one API client of a page: JSON, time-out, bearer, retries, refresh. */
export class ApiClient {
  private readonly send: ReturnType<typeof fetchRetry<typeof fetch>>;
  /** The token refresh and the stored session it reads: loaded with the first call that needs them. */
  private refresher: Promise<ReturnType<typeof createRefresher>> | null = null;

  constructor(private readonly deps: ApiClientDeps) {
    // Look `fetch` up at call time, so a page (or a test) that wraps it later is honoured.
    const base: typeof fetch = (input, init) => (deps.fetch ?? globalThis.fetch)(input, init);
    this.send = fetchRetry(base);
  }

  private refreshToken(staleToken: string | null, apiBase: string, navigateOnLoss: boolean): Promise<string> {
    this.refresher ??= import('./refresh.ts').then(({ createRefresher }) =>
      createRefresher({
        session: this.deps.session,
        locks: this.deps.locks === undefined ? (globalThis.navigator?.locks ?? null) : this.deps.locks,
        refresh: async (refreshToken, apiBase) =>
          this.forgetTokenKeys(await this.request({ method: 'POST', path: REFRESH_PATH, body: tokenBody(refreshToken), answer: RefreshResult, apiBase })),
        onLost: () => this.deps.navigate?.(this.deps.config().loginHref),
      }),
    );
    return this.refresher.then((refresher) => refresher.refresh(staleToken, apiBase, navigateOnLoss));
  }

  /**
   * POST /api/auth/login; the answer may come under a `data` wrapper. The browser's device token
   * (from its last sign-in or registration) goes with it: the owner's own browser gets through
   * even while strangers have filled the account's per-e-mail ceiling. Any other browser is then
   * answered with a proof of work to solve: it is solved (a second or so, in a chunk loaded only
   * then) and the same sign-in is sent once more with it.
   */
  async login(body: Login, options: CallOptions = {}): Promise<AuthResult> {
    const deviceToken = this.deviceToken();
    const sent = deviceToken && body.deviceToken === undefined ? { ...body, deviceToken } : body;
    const send = (payload: Login) => this.request({ method: 'POST', path: '/api/auth/login', body: payload, answer: AuthAnswer, ...options });
    let answer: AuthResult | { data: AuthResult };
    try {
      answer = await send(sent);
    } catch (error) {
      if (!(error instanceof ApiError) || error.challenge === null) throw error;
      const { solve } = await import('./proof-of-work.ts');
      answer = await send({ ...sent, proof: await solve(error.challenge) });
    }
    return this.keepDeviceToken(unwrapAuth(answer));
  }

  /** POST /api/auth/register with the payload */
  async register(body: RegisterPayload, options: CallOptions = {}): Promise<AuthResult> {
    return this.keepDeviceToken(
      unwrapAuth(
        await this.request({ method: 'POST', path: '/api/auth/register', body: withLanguage(body, options.language), answer: AuthAnswer, ...options }),
      ),
    );
  }

  /** The device token this browser keeps (it outlives signing out), or null. */
  private deviceToken(): string | null {
    try {
      return this.deps.storage?.getItem(DEVICE_TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * An answer that left the refresh token in the API's cookie: the tokens' own storage keys, which
   * such a session never has, are removed (an older session, moved into the cookie, left them).
   */
  private forgetTokenKeys<T extends { refreshToken?: string | undefined }>(answer: T): T {
    if (!answer.refreshToken) for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken]) removeStored(this.deps.storage, key);
    return answer;
  }

  /** Keeps the answer's device token for the next sign-in. */
  private keepDeviceToken(result: AuthResult): AuthResult {
    this.forgetTokenKeys(result);
    if (result.deviceToken) {
      try {
        this.deps.storage?.setItem(DEVICE_TOKEN_STORAGE_KEY, result.deviceToken);
      } catch {
        // Storage blocked: the next sign-in goes without it.
      }
    }
    return result;
  }

  /** POST /api/auth/forgot-password; only success or failure matters. */
  forgotPassword(email: string, options: CallOptions = {}) {
    return this.request({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: withLanguage({ email }, options.language),
      answer: MessageResult,
      ...options,
    });
  }

  /** POST /api/auth/verify-reset-token; it changes nothing, so a network failure is retried. */
  verifyResetToken(token: string, options: CallOptions & Pick<RequestSpec<unknown>, 'response'> = {}) {
    return this.request({ method: 'POST', path: '/api/auth/verify-reset-token', body: { token }, answer: VerifyResult, idempotent: true, ...options });
  }

  /** POST /api/auth/reset-password; only success or failure matters. */
  resetPassword(token: string, password: string, options: CallOptions = {}) {
    return this.request({ method: 'POST', path: '/api/auth/reset-password', body: { token, password }, answer: MessageResult, ...options });
  }

  /** GET /api/auth/me: the signed-in user, refreshing the access token when it has expired. */
  async me(options: CallOptions = {}): Promise<User> {
    const answer = await this.request({ method: 'GET', path: '/api/auth/me', answer: MeResult, protected: true, idempotent: true, ...options });
    return answer.user;
  }

  /**
   * POST /api/auth/logout: revokes the refresh token on the server, the one given or (null) the one
   * in the API's cookie, which the answer removes; failures are ignored.
   */
  async logout(refreshToken: string | null | undefined, options: CallOptions = {}): Promise<void> {
    await this.request({ method: 'POST', path: '/api/auth/logout', body: tokenBody(refreshToken), answer: unknown(), ...options }).catch(() => undefined);
  }

  /** POST /api/contact: the contact form. */
  contact(body: ContactMessage, options: CallOptions = {}) {
    return this.request({ method: 'POST', path: '/api/contact', body, answer: MessageResult, ...options });
  }

  /** POST /api/newsletter: the footer's Subscribe box. */
  subscribe(email: string, options: CallOptions = {}) {
    return this.request({ method: 'POST', path: '/api/newsletter', body: { email }, answer: MessageResult, ...options });
  }

  /** GET /api/health: resolves only when the service says it is up (`{status: 'ok'}`). */
  health(options: CallOptions = {}) {
    return this.request({ method: 'GET', path: '/api/health', answer: Healthy, ...options });
  }

  /** Sends one call; see RequestSpec for the flags. Throws ApiError with the message to show. */
  async request<T>(spec: RequestSpec<T>, replayed = false): Promise<T> {
    const apiBase = spec.apiBase || this.deps.config().apiBase;
    const state = this.deps.session.getState();
    // Signed in with no access token yet (the last page kept it in memory; the refresh token is in
    // the API's cookie): it is refreshed before the call rather than after the call's 401.
    const tokenUsed =
      spec.protected && !replayed && state.status === 'authenticated' && !state.token ? await this.refreshToken(null, apiBase, !spec.quiet) : state.token;
    // An answer already on its way (the page's script asked as the element connected) is read as
    // this call's; if it never came, the call is sent now.
    const response = (await spec.response?.catch(() => null)) ?? (await this.fetchOnce(spec, apiBase, tokenUsed));

    if (response.status === 401 && spec.protected && !replayed && spec.path !== REFRESH_PATH) {
      await this.refreshToken(tokenUsed, apiBase, !spec.quiet);
      return this.request({ ...spec, response: undefined }, true);
    }

    const body = await readJson(response);
    const html = body === null || /text\/html/i.test(response.headers.get('Content-Type') ?? '');
    if (!response.ok) {
      // Not the API's answer (a CMS's HTML 404 page, a route the API does not have): its status
      // means nothing about the visitor's input, so it is never 'User not found'.
      const missing = response.status === 404 || response.status === 405;
      if (missing && (html || (is(body, ErrorBody) && body.message === UNKNOWN_ROUTE))) {
        await diagnose((d) => d.reportNotApi(apiBase, spec.path, response.status, html));
        throw new ApiError(UNEXPECTED_MESSAGE, 'http', response.status, {}, null, 'UNEXPECTED_ERROR');
      }
      const error: {
        message?: string | undefined;
        fields?: unknown;
        fieldCodes?: unknown;
        code?: string | undefined;
        challenge?: { id: string; bits: number } | undefined;
      } = is(body, ErrorBody) ? body : {};
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new ApiError(
        messageForStatus(response.status, error.message),
        'http',
        response.status,
        (error.fields as Record<string, string> | undefined) ?? {},
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        // Without a message of the API's own, the fallback of its status (or the unexpected one).
        error.code ?? (error.message?.trim() ? null : response.status in STATUS_MESSAGES ? `STATUS_${response.status}` : 'UNEXPECTED_ERROR'),
        response.status === 429 ? (error.challenge ?? null) : null,
        (error.fieldCodes as Record<string, string> | undefined) ?? {},
      );
    }
    if (!is(body, spec.answer)) {
      if (html) await diagnose((d) => d.reportNotApi(apiBase, spec.path, response.status, html));
      throw new ApiError(UNEXPECTED_MESSAGE, 'shape', response.status, {}, null, 'UNEXPECTED_ERROR');
    }
    return body;
  }

  private async fetchOnce<T>(spec: RequestSpec<T>, apiBase: string, token: string | null): Promise<Response> {
    const delay = this.deps.retryDelayMs ?? 400;
    try {
      const init = requestInit(spec.method, spec.body, token, this.deps.timeoutMs);
      // A page on the API's own origin keeps its refresh token in the API's HttpOnly cookie, never
      // where a script could read it: every call it makes says so.
      if (onPageOrigin(apiBase)) (init.headers as Record<string, string>)[COOKIE_HEADER] = 'cookie';
      return await this.send(apiUrl(apiBase, spec.path), {
        ...init,
        retries: spec.idempotent ? 2 : 0,
        retryDelay: (attempt: number) => delay * 2 ** attempt,
        // Only a failure to reach the server is retried, and never once the time-out has struck.
        retryOn: (attempt: number, error: Error | null) => Boolean(spec.idempotent) && attempt < 2 && error !== null && !isAbort(error),
      });
    } catch (error) {
      const timeout = isAbort(error);
      // Refused for this page's origin looks like no answer at all: the API's origin check tells them apart.
      if (!timeout && (await diagnose((d) => d.originRefused(apiBase, this.deps.fetch ?? globalThis.fetch)))) {
        throw new ApiError(ORIGIN_REFUSED_MESSAGE, 'origin', null, {}, null, 'ORIGIN_REFUSED');
      }
      await diagnose((d) => d.reportUnreachable(apiBase, timeout, this.deps.timeoutMs ?? REQUEST_TIMEOUT_MS));
      throw new ApiError(NETWORK_MESSAGE, timeout ? 'timeout' : 'network', null, {}, null, 'NETWORK_ERROR');
    }
  }
}

/** The header that asks the API to keep the refresh token in its cookie (honoured only from its own origin). */
const COOKIE_HEADER = 'X-Refresh-Token';

/** True when `apiBase` is on the page's own origin. */
function onPageOrigin(apiBase: string): boolean {
  try {
    return new URL(apiBase, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** The body naming a refresh token, or an empty one: the API then reads its cookie. */
function tokenBody(refreshToken: string | null | undefined): { refreshToken?: string } {
  return refreshToken ? { refreshToken } : {};
}

/** The reference server's answer to a path under /api that no API route has. */
const UNKNOWN_ROUTE = 'Not found';

/**
 * Tells the page's developer, on the console, why a call found no API (diagnose.ts). Its words are
 * fetched with the first failure, before the failure reaches the caller; offline, they are skipped.
 */
function diagnose<T>(report: (diagnostics: typeof import('./diagnose.ts')) => T | Promise<T>): Promise<T | undefined> {
  return import('./diagnose.ts').then(report, () => undefined);
}

/** The health answer of a service that is up. */
const Healthy = type({ status: literal('ok') });

/** A login or registration answer, bare or under the `data` wrapper. */
const AuthAnswer = union([AuthResult, WrappedAuthResult]);

function unwrapAuth(answer: AuthResult | { data: AuthResult }): AuthResult {
  const result = 'data' in answer ? answer.data : answer;
  return { ...result, user: { ...result.user, id: String(result.user.id) } };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return {};
  const text = await response.text().catch(() => '');
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** A body with the element's language, when it is not the API's own default (en-IN): the language the API keeps. */
function withLanguage<T extends object>(body: T, language: string | undefined): T {
  return language && language !== 'en-IN' ? { ...body, language } : body;
}
