/**
 * The session service without any element or React: sign-in, registration and sign-out call the
 * API once each and move the shared store through loading to signed in, failed or signed out,
 * storing and clearing the session as they go.
 */
import { expect } from '@open-wc/testing';
import { STORAGE_KEYS } from '../../protocol/index.ts';
import { ApiError } from '../../widgets/runtime/script/api/errors.ts';
import { sessionService } from '../../widgets/runtime/script/session/service.ts';
import { json, stubPage } from '../support/page.ts';

const user = { id: 7, name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow Clinic' };
const signedIn = { token: 'access-1', refreshToken: 'refresh-1', user };

describe('the session service', () => {
  it('signs in: loading, then signed in and stored, with one POST of the credentials', async () => {
    const { page, calls } = stubPage({ '/api/auth/login': [json(200, signedIn)] });
    const service = sessionService(page);
    const seen: string[] = [];
    const unsubscribe = service.subscribe((state) => seen.push(state.status));
    const result = await service.signIn({ email: 'asha@example.in', password: 'Clinic2024', rememberMe: true });
    unsubscribe();
    expect(seen).to.deep.equal(['loading', 'authenticated']);
    expect(result.user.id).to.equal('7');
    expect(service.getState()).to.include({ status: 'authenticated', token: 'access-1', refreshToken: 'refresh-1', error: null });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).to.include({ name: 'Asha Rao', token: 'access-1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal(['POST /api/auth/login']);
    expect(calls[0]!.body).to.deep.equal({ email: 'asha@example.in', password: 'Clinic2024', rememberMe: true });
  });

  it('a refused sign-in rejects with the server message, leaves the store signed out with it, and stores nothing', async () => {
    const { page } = stubPage({ '/api/auth/login': [json(401, { message: 'Invalid credentials' })] });
    const service = sessionService(page);
    let thrown: unknown = null;
    await service.signIn({ email: 'asha@example.in', password: 'wrong-pass', rememberMe: false }).catch((error) => {
      thrown = error;
    });
    expect(thrown).to.be.instanceOf(ApiError);
    expect((thrown as ApiError).status).to.equal(401);
    expect(service.getState()).to.include({ status: 'unauthenticated', user: null, token: null, error: 'Invalid credentials' });
    expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
  });

  it('registers: the payload is posted once and the new account is signed in', async () => {
    const { page, calls } = stubPage({ '/api/auth/register': [json(201, { data: signedIn })] });
    const service = sessionService(page);
    const form = {
      clinicName: 'Glow Clinic',
      ownerName: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'Clinic2024',
      confirmPassword: 'Clinic2024',
      clinicType: 'dermatology',
      location: 'Pune',
      agreeToTerms: true,
    } as const;
    await service.register({ ...form, clinic_type: 'dermatology' } as never);
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/auth/register']);
    expect(service.getState().status).to.equal('authenticated');
    expect(service.getState().user?.clinicName).to.equal('Glow Clinic');
  });

  it('signs out: cleared at once here and in storage, then the refresh token revoked on the server', async () => {
    const { page, calls } = stubPage({ '/api/auth/login': [json(200, signedIn)], '/api/auth/logout': [json(200, { message: 'Logged out' })] });
    const service = sessionService(page);
    await service.signIn({ email: 'asha@example.in', password: 'Clinic2024', rememberMe: false });
    await service.signOut();
    expect(service.getState()).to.include({ status: 'unauthenticated', user: null, token: null, refreshToken: null });
    expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/auth/login', '/api/auth/logout']);
    expect(calls[1]!.body).to.deep.equal({ refreshToken: 'refresh-1' });
  });

  it('signing out with no session calls nothing', async () => {
    const { page, calls } = stubPage();
    await sessionService(page).signOut();
    expect(calls).to.deep.equal([]);
  });

  it("fires each transition's event once, from the document for a page script's call (ClinicWidgets.session)", async () => {
    const { page } = stubPage({ '/api/auth/login': [json(200, signedIn)], '/api/auth/logout': [new Response(null, { status: 204 })] });
    const events: { type: string; detail: unknown; target: EventTarget | null }[] = [];
    const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail, target: event.target });
    for (const type of ['clinic-signed-in', 'clinic-signed-out', 'clinic-registered']) document.addEventListener(type, record);
    try {
      await page.service.signIn({ email: 'asha@example.in', password: 'Clinic2024', rememberMe: false });
      await page.service.signOut();
      expect(events.map((event) => event.type)).to.deep.equal(['clinic-signed-in', 'clinic-signed-out']);
      expect((events[0]!.detail as { user: { name: string } }).user.name).to.equal('Asha Rao');
      expect(events.every((event) => event.target === document)).to.equal(true);
    } finally {
      for (const type of ['clinic-signed-in', 'clinic-signed-out', 'clinic-registered']) document.removeEventListener(type, record);
    }
  });

  it("the page's own transitions (another tab's session, a session lost) fire their events too", async () => {
    const { page } = stubPage();
    const types: string[] = [];
    const record = (event: Event) => types.push(event.type);
    for (const type of ['clinic-signed-in', 'clinic-signed-out']) document.addEventListener(type, record);
    try {
      page.service.follow(signedIn as never);
      page.service.refreshed('access-2', 'refresh-2');
      expect(page.service.getState()).to.include({ status: 'authenticated', token: 'access-2' });
      page.service.lose();
      expect(types).to.deep.equal(['clinic-signed-in', 'clinic-signed-out']);
      expect(localStorage.getItem(STORAGE_KEYS.session)).to.equal(null);
    } finally {
      for (const type of ['clinic-signed-in', 'clinic-signed-out']) document.removeEventListener(type, record);
    }
  });

  it('fires from the element that asked', async () => {
    const { page } = stubPage({ '/api/auth/login': [json(200, signedIn)] });
    const element = document.createElement('div');
    document.body.append(element);
    let target: EventTarget | null = null;
    document.addEventListener('clinic-signed-in', (event) => (target = event.target), { once: true });
    await page.service.signIn({ email: 'asha@example.in', password: 'Clinic2024', rememberMe: false }, {}, element);
    expect(target).to.equal(element);
    element.remove();
  });
});
