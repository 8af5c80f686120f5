import { expect, fixture, waitUntil } from '@open-wc/testing';

/** Loads the built bundle (dist/clinic-widgets.js) with a plain <script src>, as a host page does. */
function loadBundle(data: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/dist/clinic-widgets.js';
    Object.assign(script.dataset, data);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('the bundle did not load; run npm run build'));
    document.head.append(script);
  });
}

const saved = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', token: 't', refreshToken: 'r' };

describe('the bundle', () => {
  // The API is on another origin, as on a partner's page: the session is the tab's own (sessionStorage).
  before(() => sessionStorage.setItem('clinic.session', JSON.stringify(saved)));
  after(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('included twice, keeps one global, one store and the first definitions', async () => {
    await loadBundle({ apiBase: 'https://api.one.example' });
    const first = window.ClinicWidgets!;
    // Defined once the page has painted: the second copy then finds the definition there.
    const definition = await customElements.whenDefined('clinic-session-status');
    expect(first.version).to.match(/^\d+\.\d+\.\d+/);
    expect(first.session.getState().user?.name).to.equal('Asha Rao');
    // The visitor's actions only: the page's own transitions (a refresh, a lost session) are not offered.
    expect(Object.keys(first.session).sort()).to.deep.equal(['getState', 'register', 'signIn', 'signOut', 'subscribe']);
    expect(Object.isFrozen(first.session)).to.equal(true);

    await loadBundle({ apiBase: 'https://api.two.example' });
    expect(window.ClinicWidgets).to.equal(first);
    expect(window.ClinicWidgets!.session).to.equal(first.session);
    expect(customElements.get('clinic-session-status')).to.equal(definition);
    expect(first.configure({}).apiBase).to.equal('https://api.one.example');

    const a = await fixture('<clinic-session-status></clinic-session-status>');
    const b = await fixture('<clinic-session-status></clinic-session-status>');
    // Each element fetches its code first (a chunk): on a busy machine that takes more than a second.
    for (const el of [a, b]) await waitUntil(() => el.shadowRoot?.textContent?.includes('Asha Rao'), 'the signed-in status', { timeout: 8000 });
    await first.session.signOut();
    for (const el of [a, b]) await waitUntil(() => el.shadowRoot?.querySelector('a')?.textContent === 'Sign In', 'the signed-out link', { timeout: 8000 });
  });

  it('signs in and out through window.ClinicWidgets.session, with no element on the page', async () => {
    if (!window.ClinicWidgets) await loadBundle();
    const widgets = window.ClinicWidgets!;
    await widgets.session.signOut();
    const real = window.fetch;
    const paths: string[] = [];
    window.fetch = async (input) => {
      const url = new URL(String(input));
      paths.push(url.pathname);
      const body = url.pathname.endsWith('/login')
        ? { token: 'a2', refreshToken: 'r2', user: { id: 'u2', name: 'Meera Iyer', email: 'meera@example.in', role: 'owner' } }
        : { message: 'ok' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    try {
      const result = await widgets.session.signIn({ email: 'meera@example.in', password: 'Clinic2024', rememberMe: false });
      expect(result.user.name).to.equal('Meera Iyer');
      expect(widgets.session.getState()).to.include({ status: 'authenticated', token: 'a2' });
      await widgets.session.signOut();
      expect(widgets.session.getState().status).to.equal('unauthenticated');
      // (The check of the session stored before the script ran, GET /api/auth/me, may land in between.)
      expect(paths.filter((path) => path !== '/api/auth/me')).to.deep.equal(['/api/auth/login', '/api/auth/logout']);
    } finally {
      window.fetch = real;
    }
  });

  it('takes configuration from the script tag, then configure(), then the element', async () => {
    const widgets = window.ClinicWidgets!;
    expect(widgets.configure({ appUrl: 'https://app.example/start' })).to.include({
      apiBase: 'https://api.one.example',
      appUrl: 'https://app.example/start',
    });
    expect(widgets.configure({ apiBase: 'https://api.three.example', bogus: 'ignored' } as never).apiBase).to.equal('https://api.three.example');
    expect(widgets.configure({})).to.not.have.property('bogus');
  });
});
