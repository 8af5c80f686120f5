/**
 * The API as one element calls it: every call goes to the element's effective API base (its own
 * `api-base`, else the page's), through the page's one client, and sign-in and registration go
 * through the session service. The client's chunk is fetched on the first call, or earlier with
 * `warm()` when the visitor reaches for a form.
 */
import type { ContactMessage } from '../../../../protocol/contact.ts';
import type { Login, RegisterPayload } from '../../../../protocol/auth.ts';
import type { PageCore } from '../page-core.ts';
import type { ApiClient } from './client.ts';

export type Answer<K extends keyof ApiClient> = ApiClient[K] extends (...args: any[]) => Promise<infer R> ? R : never;

export interface ElementApi {
  signIn(credentials: Login): Promise<Answer<'login'>>;
  register(form: RegisterPayload): Promise<Answer<'register'>>;
  signOut(): Promise<void>;
  forgotPassword(email: string): Promise<Answer<'forgotPassword'>>;
  resetPassword(token: string, password: string): Promise<Answer<'resetPassword'>>;
  contact(message: ContactMessage): Promise<Answer<'contact'>>;
  subscribe(email: string): Promise<Answer<'subscribe'>>;
  health(): Promise<Answer<'health'>>;
  /** Fetches the client's chunk now, so that the first call does not wait for it. */
  warm(): void;
}

/** The API for the element `host` on `page` whose effective API base is `apiBase`; session events come from `host`. */
export function elementApi(page: PageCore, apiBase: string, host?: EventTarget): ElementApi {
  // Each call in the element's language as it is when the call is made (`lang` may change).
  const options = () => ({ apiBase, language: host instanceof Element ? page.languages.of(host) : undefined });
  const session = page.service;
  const client = page.apiClient;
  return {
    signIn: (credentials) => session.signIn(credentials, options(), host),
    register: (form) => session.register(form, options(), host),
    signOut: () => session.signOut(host),
    forgotPassword: async (email) => (await client()).forgotPassword(email, options()),
    resetPassword: async (token, password) => (await client()).resetPassword(token, password, options()),
    contact: async (message) => (await client()).contact(message, options()),
    subscribe: async (email) => (await client()).subscribe(email, options()),
    health: async () => (await client()).health(options()),
    warm: () => void client(),
  };
}
