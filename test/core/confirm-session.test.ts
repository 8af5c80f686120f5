import { expect } from '@open-wc/testing';
import { confirmStoredSession } from '../../widgets/runtime/script/session/confirm.ts';
import { json, stubPage } from '../support/page.ts';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow' };
const signedIn = (page: ReturnType<typeof stubPage>['page']) => page.session.getState().signIn({ user, token: 'old-access', refreshToken: 'r1' });

describe('confirming a stored session with the server', () => {
  it('asks nothing when no session is stored', async () => {
    const { page, calls } = stubPage();
    await confirmStoredSession(page);
    expect(calls).to.deep.equal([]);
  });

  it('keeps a session the server confirms', async () => {
    const { page, calls } = stubPage({ '/api/auth/me': [json(200, { user })] });
    signedIn(page);
    await confirmStoredSession(page);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.Authorization}`)).to.deep.equal(['GET /api/auth/me Bearer old-access']);
    expect(page.session.getState().status).to.equal('authenticated');
    expect(JSON.parse(localStorage.getItem('clinic.session')!).token).to.equal('old-access');
  });

  it('refreshes once on a 401, then keeps the session with the new tokens', async () => {
    const { page, calls, navigations } = stubPage({
      '/api/auth/me': [json(401, { message: 'Invalid or expired access token' }), json(200, { user })],
      '/api/auth/refresh-token': [json(200, { token: 'new-access', refreshToken: 'r2' })],
    });
    signedIn(page);
    await confirmStoredSession(page);
    expect(calls.map((c) => c.path)).to.deep.equal(['/api/auth/me', '/api/auth/refresh-token', '/api/auth/me']);
    expect(page.session.getState()).to.include({ status: 'authenticated', token: 'new-access', refreshToken: 'r2' });
    expect(navigations).to.deep.equal([]);
  });

  it('clears a forged or revoked session everywhere without leaving the page', async () => {
    const { page, navigations } = stubPage({
      '/api/auth/me': [json(401, { message: 'Invalid or expired access token' })],
      '/api/auth/refresh-token': [json(401, { message: 'Invalid or expired refresh token' })],
    });
    signedIn(page);
    await confirmStoredSession(page);
    expect(page.session.getState().status).to.equal('unauthenticated');
    expect([localStorage.getItem('clinic.session'), localStorage.getItem('clinic.token'), localStorage.getItem('clinic.refreshToken')]).to.deep.equal([
      null,
      null,
      null,
    ]);
    expect(navigations).to.deep.equal([]);
  });

  it('clears a session whose token names another user', async () => {
    const { page } = stubPage({ '/api/auth/me': [json(200, { user: { ...user, id: 'someone-else' } })] });
    signedIn(page);
    await confirmStoredSession(page);
    expect(page.session.getState().status).to.equal('unauthenticated');
  });

  it('keeps the session when the server cannot be reached or the origin has no API (404)', async () => {
    for (const reply of [() => Promise.reject(new TypeError('offline')), () => json(404, { message: 'Not Found' }), () => json(503, {})]) {
      const { page } = stubPage({ '/api/auth/me': [reply] });
      signedIn(page);
      await confirmStoredSession(page);
      expect(page.session.getState().status).to.equal('authenticated');
    }
  });

  it('leaves a session signed in meanwhile alone', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { page } = stubPage({
      '/api/auth/me': [() => new Promise<Response>((resolve) => (answer = resolve))],
      '/api/auth/refresh-token': [json(401, {})],
    });
    signedIn(page);
    const checking = confirmStoredSession(page);
    page.session.getState().signIn({ user: { ...user, id: 'u2' }, token: 'fresh', refreshToken: 'fresh-r' });
    answer(json(403, { message: 'Forbidden' }));
    await checking;
    expect(page.session.getState()).to.include({ status: 'authenticated', token: 'fresh' });
  });
});
