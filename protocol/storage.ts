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

/**
 * The device token of the last sign-in on this browser (localStorage). Kept apart from the session
 * keys on purpose: signing out must not clear it, since it is what lets the owner's own browser
 * past the per-e-mail ceiling that strangers' wrong guesses fill. The sign-in sends it as
 * `deviceToken`; every sign-in and registration answer carries a fresh one to store.
 */
export const DEVICE_TOKEN_STORAGE_KEY = 'clinic.deviceToken';
