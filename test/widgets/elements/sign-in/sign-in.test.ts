import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/sign-in/sign-in.element.ts';
import { bannerText, fieldError, find, held, json, shadow, stubPage, submit, type } from '../../../support/page.ts';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner', avatar: null, clinicName: 'Glow Skin Clinic' };
const success = () => json(200, { user, token: 'access-1', refreshToken: 'refresh-1' });

async function signInForm(attributes = '') {
  const el = await fixture(`<clinic-sign-in ${attributes}></clinic-sign-in>`);
  await find(el, 'form');
  return el;
}

async function fill(el: Element, email: string, password: string) {
  type(await find<HTMLInputElement>(el, '#field-email'), email);
  type(await find<HTMLInputElement>(el, '#field-password'), password);
}

describe('clinic-sign-in', () => {
  it('has labelled e-mail and password fields that browsers can fill, and the links to register and reset', async () => {
    stubPage();
    const el = await signInForm();
    const email = shadow(el).querySelector<HTMLInputElement>('#field-email')!;
    const password = shadow(el).querySelector<HTMLInputElement>('#field-password')!;
    expect(shadow(el).querySelector('label[for="field-email"]')!.textContent).to.equal('Email address');
    expect(email.autocomplete).to.equal('email');
    expect(password.autocomplete).to.equal('current-password');
    expect(password.type).to.equal('password');
    expect(shadow(el).textContent).to.contain('Remember me for 30 days');
    const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members(['/forgot-password', '/register']);
    expect(shadow(el).textContent).to.contain('Sign in with Google');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('uses register-href and forgot-href', async () => {
    stubPage();
    const el = await signInForm('register-href="/trial" forgot-href="/lost"');
    const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members(['/trial', '/lost']);
  });

  it('shows and hides the password', async () => {
    stubPage();
    const el = await signInForm();
    const toggle = shadow(el).querySelector<HTMLButtonElement>('.reveal')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    // Its name says what it does in the language's own word order; the visible word is within it.
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
    expect(toggle.textContent).to.equal('Show');
    toggle.click();
    await waitUntil(() => shadow(el).querySelector<HTMLInputElement>('#field-password')!.type === 'text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
  });

  it("shows 'Please enter a valid email address' for an e-mail without '@', focuses it and calls nothing", async () => {
    const { calls } = stubPage({ '/api/auth/login': [success()] });
    const el = await signInForm();
    await fill(el, 'asha.example.in', 'secret');
    submit(el);
    await waitUntil(() => fieldError(el, 'email'));
    expect(fieldError(el, 'email')).to.equal('Please enter a valid email address');
    const email = shadow(el).querySelector('#field-email')!;
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.contain('field-email-error');
    expect(shadow(el).activeElement).to.equal(email);
    expect(calls.length).to.equal(0);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("shows 'Password is required' and calls nothing", async () => {
    const { calls } = stubPage({ '/api/auth/login': [success()] });
    const el = await signInForm();
    await fill(el, 'asha@example.in', '');
    submit(el);
    await waitUntil(() => fieldError(el, 'password'));
    expect(fieldError(el, 'password')).to.equal('Password is required');
    expect(calls.length).to.equal(0);
  });

  it("reads 'Signing in...' and is disabled while submitting, sends once, then stores the session and fires clinic-signed-in", async () => {
    const reply = held(success);
    const { calls, page } = stubPage({ '/api/auth/login': [reply.promise] });
    const el = await signInForm();
    await fill(el, ' asha@example.in ', 'secret-password');
    (shadow(el).querySelector('input[name="rememberMe"]') as HTMLInputElement).click();
    submit(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitUntil(() => button.textContent === 'Signing in...');
    expect(button.disabled).to.equal(true);
    expect(page.session.getState().status).to.equal('loading');
    shadow(el).querySelector('form')!.requestSubmit();
    const signedIn = oneEvent(el, 'clinic-signed-in');
    reply.release();
    const event = (await signedIn) as CustomEvent;
    expect(event.detail).to.deep.equal({ user });
    expect(JSON.stringify(event.detail)).to.not.contain('secret-password');
    expect(calls.length).to.equal(1);
    expect(calls[0]!.body).to.deep.equal({ email: 'asha@example.in', password: 'secret-password', rememberMe: true });
    expect(page.session.getState()).to.include({ status: 'authenticated', token: 'access-1', refreshToken: 'refresh-1' });
    expect(JSON.parse(localStorage.getItem('clinic.session')!)).to.include({ name: 'Asha Rao', token: 'access-1' });
    await waitUntil(() => shadow(el).textContent!.includes("You're signed in as"));
    // Focus moves to the heading once the signed-in view has rendered (an effect after the render).
    await waitUntil(() => shadow(el).activeElement?.id === 'signed-in-title', 'focus on the signed-in heading');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('hands the session to the application in the fragment when app-url is set', async () => {
    const { navigations } = stubPage({ '/api/auth/login': [success()] });
    const el = await signInForm('app-url="https://app.example.in/start"');
    await fill(el, 'asha@example.in', 'secret');
    submit(el);
    await waitUntil(() => navigations.length === 1);
    const url = new URL(navigations[0]!);
    expect(url.origin + url.pathname).to.equal('https://app.example.in/start');
    expect(url.search).to.equal('');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('token')).to.equal('access-1');
    expect(fragment.get('refreshToken')).to.equal('refresh-1');
    expect(JSON.parse(fragment.get('user')!)).to.deep.equal(user);
  });

  const failures: [string, () => Response | Promise<Response>, string][] = [
    ["the server's message", () => json(401, { message: 'Invalid email or password' }), 'Invalid email or password'],
    ['a 401 without a message', () => json(401, {}), 'Invalid credentials'],
    ['a 400 without a message', () => json(400, {}), 'Invalid input data'],
    ['a 404 without a message', () => json(404, {}), 'User not found'],
    ['a 500 without a message', () => json(500, {}), 'Server error. Please try again later.'],
    ['another status', () => json(502, {}), 'An unexpected error occurred'],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error. Please check your connection.'],
  ];
  for (const [name, reply, message] of failures) {
    it(`shows '${message}' in the banner for ${name}, keeping the values`, async () => {
      const { page } = stubPage({ '/api/auth/login': [reply] });
      const el = await signInForm();
      await fill(el, 'asha@example.in', 'wrong-password');
      submit(el);
      await waitUntil(() => bannerText(el));
      expect(bannerText(el)).to.equal(message);
      expect(shadow(el).querySelector('.banner')!.getAttribute('role')).to.equal('alert');
      expect(shadow(el).querySelector<HTMLInputElement>('#field-email')!.value).to.equal('asha@example.in');
      expect(shadow(el).querySelector<HTMLInputElement>('#field-password')!.value).to.equal('wrong-password');
      expect(page.session.getState().status).to.equal('unauthenticated');
      expect(shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).to.equal(false);
    });
  }

  it('shows the network message when the server does not answer in time', async () => {
    stubPage({ '/api/auth/login': [() => new Promise<Response>(() => undefined)] }, { timeoutMs: 30 });
    const el = await signInForm();
    await fill(el, 'asha@example.in', 'secret');
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Network error. Please check your connection.');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('says plainly that Google sign-in is not available when no address is configured', async () => {
    const { navigations } = stubPage();
    const el = await signInForm();
    const google = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent!.includes('Sign in with Google'))!;
    google.click();
    await waitUntil(() => shadow(el).textContent!.includes('Google sign-in is not available yet'));
    expect(navigations).to.deep.equal([]);
  });

  it("draws Google's four-colour G on its button, hidden from screen readers (the label says Google)", async () => {
    const el = await signInForm();
    const google = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent!.includes('Sign in with Google'))!;
    const mark = google.querySelector('svg.google-mark')!;
    expect(mark.getAttribute('aria-hidden')).to.equal('true');
    expect([...mark.querySelectorAll('path')].map((path) => path.getAttribute('fill'))).to.deep.equal(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
    expect(google.textContent!.trim()).to.equal('Sign in with Google');
    const box = mark.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([18, 18]);
  });

  it('goes to google-signin-url when one is configured', async () => {
    const { navigations } = stubPage();
    const el = await signInForm('google-signin-url="https://accounts.example/oauth"');
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent!.includes('Google'))!.click();
    expect(navigations).to.deep.equal(['https://accounts.example/oauth']);
  });

  it('shows who is signed in, and signs out to the sign-in page', async () => {
    const { page, navigations } = stubPage({ '/api/auth/logout': [new Response(null, { status: 204 })] });
    page.session.getState().signIn({ user, token: 'a', refreshToken: 'r' });
    const el = await fixture('<clinic-sign-in></clinic-sign-in>');
    const signOut = await find<HTMLButtonElement>(el, '.panel button');
    expect(shadow(el).textContent).to.contain('Asha Rao');
    const signedOut = oneEvent(el, 'clinic-signed-out');
    signOut.click();
    await signedOut;
    await find(el, 'form');
    // The event comes as the session is cleared; the way to the sign-in page follows the revocation.
    await waitUntil(() => navigations.length > 0, 'signing out goes to the sign-in page');
    expect(navigations).to.deep.equal(['/login']);
    expect(page.session.getState().status).to.equal('unauthenticated');
  });
});
