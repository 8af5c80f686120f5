/**
 * The browser-storage keys, all namespaced `clinic.`: the session (the user with its tokens) and
 * each token on its own in localStorage, the chat in sessionStorage, the dismissed announcement.
 */
export const STORAGE_KEYS = {
  session: 'clinic.session',
  token: 'clinic.token',
  refreshToken: 'clinic.refreshToken',
} as const;

/** The chat's conversation and open state (sessionStorage: it ends with the tab). */
export const CHAT_STORAGE_KEY = 'clinic.chat';

/** The id of the announcement the visitor dismissed (localStorage). */
export const DISMISSED_ANNOUNCEMENT_KEY = 'clinic.announcement.dismissed';
