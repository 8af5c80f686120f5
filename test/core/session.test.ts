import { expect } from '@open-wc/testing';
import { STORAGE_KEYS } from '../../protocol/index.ts';
import { readSession } from '../../widgets/runtime/script/session/persistence.ts';
import { followOtherTabs, sessionUpkeep } from '../../widgets/runtime/script/session/service.ts';
import { createSessionStore } from '../../widgets/runtime/script/session/store.ts';

const saved = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  role: 'owner',
  avatar: null,
  clinicName: 'Glow Clinic',
  token: 'access-1',
  refreshToken: 'refresh-1',
};

beforeEach(() => localStorage.clear());

describe('the session store', () => {
  it('restores a saved session that has all six required fields', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
    const state = createSessionStore(localStorage).getState();
    expect(state.status).to.equal('authenticated');
    expect(state.user?.name).to.equal('Asha Rao');
    expect(state.token).to.equal('access-1');
    expect(state.refreshToken).to.equal('refresh-1');
  });

  for (const field of ['id', 'name', 'email', 'role', 'token', 'refreshToken'] as const) {
    it(`discards a saved session without ${field}`, () => {
      const { [field]: _dropped, ...rest } = saved;
      localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(rest));
      localStorage.setItem(STORAGE_KEYS.token, 'access-1');
      const state = createSessionStore(localStorage).getState();
      expect(state.status).to.equal('unauthenticated');
      expect(state.user).to.equal(null);
      expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
      expect(localStorage.getItem(STORAGE_KEYS.token)).to.equal(null);
    });
  }

  it('discards a saved session with an empty required field or unreadable JSON', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...saved, email: '' }));
    expect(createSessionStore(localStorage).getState().status).to.equal('unauthenticated');
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(createSessionStore(localStorage).getState().status).to.equal('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
  });

  it('goes loading, then authenticated, saving the user with its tokens and the tokens on their own', () => {
    const store = createSessionStore(localStorage);
    store.getState().startLoading();
    expect(store.getState().status).to.equal('loading');
    const { token, refreshToken, ...user } = saved;
    store.getState().signIn({ user, token, refreshToken });
    expect(store.getState().status).to.equal('authenticated');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).to.deep.equal(saved);
    expect(localStorage.getItem(STORAGE_KEYS.token)).to.equal('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal('refresh-1');
  });

  it('goes back to not authenticated on failure, keeping the message', () => {
    const store = createSessionStore(localStorage);
    store.getState().startLoading();
    store.getState().fail('Invalid email or password');
    expect(store.getState()).to.include({ status: 'unauthenticated', error: 'Invalid email or password', token: null });
  });

  it('saves refreshed tokens and clears everything on sign-out', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
    const store = createSessionStore(localStorage);
    store.getState().updateTokens('access-2', 'refresh-2');
    expect(readSession(localStorage)?.token).to.equal('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal('refresh-2');
    store.getState().clear();
    expect(store.getState().status).to.equal('unauthenticated');
    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).to.deep.equal([null, null, null]);
  });

  it('follows a sign-in and a sign-out made in another tab (the storage event)', () => {
    const events = new EventTarget();
    const store = createSessionStore(localStorage);
    followOtherTabs(sessionUpkeep(store, localStorage), events as unknown as Window);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
    events.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(store.getState().status).to.equal('authenticated');
    localStorage.clear();
    events.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().status).to.equal('unauthenticated');
  });

  it('ignores storage events for keys that are not its own', () => {
    const events = new EventTarget();
    const store = createSessionStore(localStorage);
    followOtherTabs(sessionUpkeep(store, localStorage), events as unknown as Window);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
    events.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    expect(store.getState().status).to.equal('unauthenticated');
  });

  it("keeps a session whose refresh token is in the API's cookie as the user alone: no token in storage", () => {
    const store = createSessionStore(localStorage);
    const { token, refreshToken: _inCookie, ...user } = saved;
    store.getState().signIn({ user, token });
    expect(store.getState()).to.include({ status: 'authenticated', token: 'access-1', refreshToken: null });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).to.deep.equal(user);
    expect([STORAGE_KEYS.token, STORAGE_KEYS.refreshToken].map((key) => localStorage.getItem(key))).to.deep.equal([null, null]);
    store.getState().updateTokens('access-2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).to.deep.equal(user);
    // Restored on the next page without an access token: the first call refreshes it with the cookie.
    expect(createSessionStore(localStorage).getState()).to.include({ status: 'authenticated', token: null, refreshToken: null });
  });

  it('discards a stored session with one token but not the other', () => {
    const { refreshToken: _dropped, ...withAccessOnly } = saved;
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(withAccessOnly));
    expect(createSessionStore(localStorage).getState().status).to.equal('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
  });

  it('does not drop the session when another tab writes the same cookie session again', () => {
    const events = new EventTarget();
    const { token: _token, refreshToken: _inCookie, ...user } = saved;
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(user));
    const store = createSessionStore(localStorage);
    store.getState().updateTokens('access-here');
    followOtherTabs(sessionUpkeep(store, localStorage), events as unknown as Window);
    events.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(store.getState()).to.include({ status: 'authenticated' });
    expect(store.getState().user?.id).to.equal('u1');
  });

  it('works where storage is blocked', () => {
    const store = createSessionStore(null);
    const { token, refreshToken, ...user } = saved;
    store.getState().signIn({ user, token, refreshToken });
    expect(store.getState().status).to.equal('authenticated');
  });
});
