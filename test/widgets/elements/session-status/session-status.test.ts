import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import '../../../../widgets/elements/session-status/session-status.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

// Navigation (sign-out, hand-off) is not followed: the test page stays.
stubBrowser({ navigate: () => undefined });

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow' };
const requests: { url: string; body: unknown }[] = [];
localStorage.clear();
const page = createPageWidgets({
  storage: localStorage,
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

  it('follows the session live: signed in shows an account button with initials and name', async () => {
    const el = await fixture(`<clinic-session-status login-href="${here}"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('a'));
    page.session.getState().signIn({ user, token: 't1', refreshToken: 'r1' });
    await waitUntil(() => el.shadowRoot!.querySelector('.account-button'), 'the account button should appear');
    const button = el.shadowRoot!.querySelector('.account-button')!;
    expect(button.querySelector('.avatar')!.textContent).to.equal('AR');
    expect(button.querySelector('.name')!.textContent).to.equal('Asha Rao');
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.querySelector<HTMLElement>('.popup')!.hidden).to.equal(true);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('the menu holds who is signed in and Sign out, and Open the app only with an application address', async () => {
    page.session.getState().signIn({ user, token: 't1', refreshToken: 'r1' });
    const el = await fixture(`<clinic-session-status login-href="${here}"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('.account-button'));
    (el.shadowRoot!.querySelector('.account-button') as HTMLButtonElement).click();
    await waitUntil(() => el.shadowRoot!.activeElement?.textContent === 'Sign out', 'focus moves to the first item');
    const items = () => [...el.shadowRoot!.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items()).to.deep.equal(['Sign out']);
    expect(el.shadowRoot!.querySelector('.identity')!.textContent).to.equal('Asha Raoasha@example.in');
    await expect(el).shadowDom.to.be.accessible();
    el.setAttribute('app-url', 'https://app.example/start');
    await waitUntil(() => items().length === 2);
    expect(items()).to.deep.equal(['Open the app', 'Sign out']);
  });

  it('initials skip honorifics and take the first and last names', async () => {
    const { initials } = await import('../../../../widgets/elements/session-status/account-menu.tsx');
    expect(initials('Dr. Nisha Kapoor')).to.equal('NK');
    expect(initials('  asha  ')).to.equal('A');
    expect(initials('Prof Ravi Shankar Iyer')).to.equal('RI');
    expect(initials('')).to.equal('?');
    expect(initials('𝒜sha Rao')).to.equal('𝒜R');
    expect(initials('आशा राव')).to.equal('आर');
  });

  it('signs out: revokes the refresh token, clears the session and fires clinic-signed-out', async () => {
    page.session.getState().signIn({ user, token: 't1', refreshToken: 'r1' });
    const el = await fixture(`<clinic-session-status login-href="${here}"></clinic-session-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('.account-button'));
    (el.shadowRoot!.querySelector('.account-button') as HTMLButtonElement).click();
    const signedOut = oneEvent(document, 'clinic-signed-out');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[role="menuitem"]')!.click();
    await signedOut;
    expect(page.session.getState().status).to.equal('unauthenticated');
    expect(localStorage.getItem('clinic.session')).to.equal(null);
    // The event comes as the session is cleared; the revocation follows.
    await waitUntil(() => requests.at(-1)?.url.endsWith('/api/auth/logout'), 'the refresh token is revoked');
    expect(requests.at(-1)).to.deep.equal({ url: `${location.origin}/api/auth/logout`, body: { refreshToken: 'r1' } });
    await waitUntil(() => el.shadowRoot!.querySelector('a')?.textContent === 'Sign In');
  });
});
