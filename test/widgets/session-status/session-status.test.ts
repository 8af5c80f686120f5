import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../widgets/core/page.ts';
import '../../../widgets/session-status/session-status.element.ts';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow' };
const requests: { url: string; body: unknown }[] = [];
localStorage.clear();
const page = createPageWidgets({
  storage: localStorage,
  navigate: () => undefined,
  fetch: async (input, init) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(null, { status: 204 });
  },
});
usePageWidgets(page);
const here = location.pathname;

describe('clinic-session-status', () => {
  afterEach(() => page.session.getState().clear());

  it('shows a Sign In link to login-href when nobody is signed in', async () => {
    const el = await fixture(`<clinic-session-status login-href="/account/login"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('a'));
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.textContent).to.equal('Sign In');
    expect(link.getAttribute('href')).to.equal('/account/login');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('follows the session live: signed in shows who, with Sign out', async () => {
    const el = await fixture(`<clinic-session-status login-href="${here}"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('a'));
    page.session.getState().signIn({ user, token: 't1', refreshToken: 'r1' });
    await waitUntil(() => el.shadowRoot!.textContent!.includes('Asha Rao'), 'the name should appear');
    expect(el.shadowRoot!.textContent).to.contain('asha@example.in');
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('Sign out');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('signs out: revokes the refresh token, clears the session and fires clinic-signed-out', async () => {
    page.session.getState().signIn({ user, token: 't1', refreshToken: 'r1' });
    const el = await fixture(`<clinic-session-status login-href="${here}"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('button'));
    const signedOut = oneEvent(document, 'clinic-signed-out');
    el.shadowRoot!.querySelector('button')!.click();
    await signedOut;
    expect(page.session.getState().status).to.equal('unauthenticated');
    expect(localStorage.getItem('clinic.session')).to.equal(null);
    expect(requests.at(-1)).to.deep.equal({ url: `${location.origin}/api/auth/logout`, body: { refreshToken: 'r1' } });
    await waitUntil(() => el.shadowRoot!.querySelector('a')?.textContent === 'Sign In');
  });
});
