import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { resetPassword } from '../../../../widgets/elements/reset-password/reset-password.element.ts';
import { bannerText, find, held, json, shadow, stubPage, submit, type, type Reply } from '../../../support/page.ts';

async function open(attributes = 'token="tok-1"') {
  return fixture(`<clinic-reset-password ${attributes}></clinic-reset-password>`);
}

async function fill(el: Element, password: string, confirm: string) {
  type(await find<HTMLInputElement>(el, '#field-password'), password);
  type(await find<HTMLInputElement>(el, '#field-confirmPassword'), confirm);
}

const heading = (el: Element) => shadow(el).querySelector('h2')?.textContent ?? '';

describe('clinic-reset-password', () => {
  it("shows 'Verifying reset token...' while the token is checked, then the form", async () => {
    const reply = held(() => json(200, { valid: true }));
    const { calls } = stubPage({ '/api/auth/verify-reset-token': [reply.promise] });
    const el = await open();
    await waitUntil(() => shadow(el).textContent!.includes('Verifying reset token...'));
    await expect(el).shadowDom.to.be.accessible();
    reply.release();
    await find(el, 'form');
    expect(calls[0]!.body).to.deep.equal({ token: 'tok-1' });
    expect(shadow(el).textContent).to.contain('Password Requirements');
    for (const rule of ['At least 8 characters', 'Upper and lower case letters', 'At least one number', 'Avoid common passwords']) {
      expect(shadow(el).querySelector('.requirements')!.textContent).to.contain(rule);
    }
    await expect(el).shadowDom.to.be.accessible();
  });

  it("shows 'Invalid Reset Link' with 'Invalid or missing reset token' when there is no token, calling nothing", async () => {
    const { calls } = stubPage();
    const el = await open('');
    await waitUntil(() => heading(el) === 'Invalid Reset Link');
    expect(bannerText(el)).to.equal('Invalid or missing reset token');
    expect(shadow(el).textContent).to.contain('This password reset link is invalid or has expired. Please request a new one.');
    const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.deep.equal(['/forgot-password', '/login']);
    expect(calls.length).to.equal(0);
    await expect(el).shadowDom.to.be.accessible();
  });

  const invalid: [string, () => Response | Promise<Response>, string][] = [
    ['verify says invalid without a message', () => json(200, { valid: false }), 'Invalid or expired reset token'],
    ['verify says invalid with a message', () => json(200, { valid: false, message: 'This link has already been used' }), 'This link has already been used'],
    ['verify fails with a message', () => json(500, { message: 'Database unavailable' }), 'Database unavailable'],
    ['verify cannot be reached', () => Promise.reject(new TypeError('offline')), 'Network error. Please check your connection.'],
    ['verify answers nonsense', () => json(200, { nope: true }), 'An unexpected error occurred'],
  ];
  for (const [name, reply, message] of invalid) {
    it(`shows the invalid view with '${message}' when ${name}`, async () => {
      stubPage({ '/api/auth/verify-reset-token': [reply] });
      const el = await open();
      await waitUntil(() => heading(el) === 'Invalid Reset Link', 'the invalid view', { timeout: 4000 });
      expect(bannerText(el)).to.equal(message);
    });
  }

  it('takes the check the page started as the element connected, asking the API once', async () => {
    const reply = held(() => json(200, { valid: true }));
    const { calls, page } = stubPage({ '/api/auth/verify-reset-token': [reply.promise] });
    // What the page's script does as the element connects, before the form's code has come.
    const host = document.createElement('clinic-reset-password');
    host.setAttribute('token', 'tok-early');
    resetPassword.early!(host, page);
    await waitUntil(() => calls.length === 1, 'the early check');
    const el = await open('token="tok-early"');
    reply.release();
    await find(el, 'form');
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/auth/verify-reset-token']);
    expect(calls[0]!.body).to.deep.equal({ token: 'tok-early' });
  });

  describe("the early check's answer", () => {
    /** Starts the check as the page's script does, counting what asks for the API client. */
    async function early(...replies: Reply[]) {
      return earlyWith({}, ...replies);
    }

    async function earlyWith(
      options: { timeoutMs?: number; beforeCode?: (calls: { signal: AbortSignal | undefined }[]) => Promise<void> },
      ...replies: Reply[]
    ) {
      const stub = stubPage({ '/api/auth/verify-reset-token': replies }, options);
      const made = stub.page.apiClient;
      let clients = 0;
      stub.page.apiClient = () => {
        clients += 1;
        return made();
      };
      const host = document.createElement('clinic-reset-password');
      host.setAttribute('token', 'tok-early');
      resetPassword.early!(host, stub.page);
      await options.beforeCode?.(stub.calls);
      const el = await open('token="tok-early"');
      return { ...stub, el, clients: () => clients };
    }

    it("is kept whole when the form's code comes after the request's time-out (a slow phone)", async () => {
      const { el, calls } = await earlyWith(
        {
          timeoutMs: 200,
          // The answer came at once; the code comes only once the request's time-out has passed.
          beforeCode: (made) => waitUntil(() => made[0]?.signal?.aborted === true, "the request's time-out"),
        },
        json(200, { valid: true }),
      );
      await find(el, 'form');
      expect(heading(el)).to.not.equal('Invalid Reset Link');
      expect(calls).to.have.length(1);
    });

    it('is read without the API client when it is the plain {valid, message}', async () => {
      const { el, calls, clients } = await early(json(200, { valid: false, message: 'Invalid or expired reset token' }));
      await waitUntil(() => heading(el) === 'Invalid Reset Link', 'the invalid view');
      expect(bannerText(el)).to.equal('Invalid or expired reset token');
      expect(calls).to.have.length(1);
      expect(clients(), 'the client is not needed to show the answer').to.equal(0);
    });

    it('is read by the API client, without asking again, when it is an error', async () => {
      const { el, calls, clients } = await early(json(429, { message: 'Too many attempts. Please try again later.' }));
      await waitUntil(() => heading(el) === 'Invalid Reset Link', 'the invalid view');
      expect(bannerText(el)).to.equal('Too many attempts. Please try again later.');
      expect(calls).to.have.length(1);
      expect(clients()).to.equal(1);
    });

    it('is asked again through the API client when it never came (the network failed)', async () => {
      const { el, calls } = await early(() => Promise.reject(new TypeError('Failed to fetch')), json(200, { valid: true }));
      await find(el, 'form');
      expect(calls.map((call) => call.path)).to.deep.equal(['/api/auth/verify-reset-token', '/api/auth/verify-reset-token']);
    });
  });

  it('reads the token from the page address when no attribute gives one', async () => {
    const { calls } = stubPage({ '/api/auth/verify-reset-token': [json(200, { valid: true })] });
    history.replaceState(null, '', `${location.pathname}?token=from-address`);
    try {
      const el = await open('');
      await find(el, 'form');
      expect(calls[0]!.body).to.deep.equal({ token: 'from-address' });
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('takes the token out of the address bar once read, keeping the rest of the address', async () => {
    const { calls } = stubPage({ '/api/auth/verify-reset-token': [json(200, { valid: true })] });
    history.replaceState({ kept: 1 }, '', `${location.pathname}?utm=mail&token=secret-tok#top`);
    try {
      const el = await open('');
      await find(el, 'form');
      expect(calls[0]!.body).to.deep.equal({ token: 'secret-tok' });
      expect(location.search).to.equal('?utm=mail');
      expect(location.hash).to.equal('#top');
      expect(location.href).not.to.contain('secret-tok');
      expect(history.state).to.deep.equal({ kept: 1 });
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  const order: [string, string, string][] = [
    ['Short1', 'Different1', 'Passwords do not match'],
    ['Ab1', 'Ab1', 'Password must be at least 8 characters long'],
    ['ALLUPPER123', 'ALLUPPER123', 'Password must contain at least one lowercase letter'],
    ['alllower123', 'alllower123', 'Password must contain at least one uppercase letter'],
    ['NoNumbersHere', 'NoNumbersHere', 'Password must contain at least one number'],
    ['', '', 'Password must be at least 8 characters long'],
  ];
  for (const [password, confirm, message] of order) {
    it(`shows only '${message}' for '${password}' / '${confirm}', calling nothing`, async () => {
      const { calls } = stubPage({ '/api/auth/verify-reset-token': [json(200, { valid: true })] });
      const el = await open();
      await fill(el, password, confirm);
      submit(el);
      await waitUntil(() => bannerText(el));
      expect(bannerText(el)).to.equal(message);
      expect(shadow(el).querySelectorAll('.banner, .field-error').length).to.equal(1);
      expect(calls.filter((c) => c.path.endsWith('/reset-password')).length).to.equal(0);
    });
  }

  it('shows and hides both fields with one shared toggle', async () => {
    stubPage({ '/api/auth/verify-reset-token': [json(200, { valid: true })] });
    const el = await open();
    await find(el, 'form');
    const types = () => [...shadow(el).querySelectorAll<HTMLInputElement>('#field-password, #field-confirmPassword')].map((i) => i.type);
    expect(types()).to.deep.equal(['password', 'password']);
    expect(shadow(el).querySelectorAll('.reveal').length).to.equal(0);
    (shadow(el).querySelector('.check input') as HTMLInputElement).click();
    await waitUntil(() => types().every((t) => t === 'text'));
  });

  it("reads 'Resetting Password...' while sending, then shows 'Password Reset Successful' linking to /login", async () => {
    const reply = held(() => json(200, { message: 'Your password has been reset.' }));
    const { calls } = stubPage({ '/api/auth/verify-reset-token': [json(200, { valid: true })], '/api/auth/reset-password': [reply.promise] });
    const el = await open();
    await fill(el, 'NewPassw0rd', 'NewPassw0rd');
    submit(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitUntil(() => button.textContent === 'Resetting Password...');
    expect(button.disabled).to.equal(true);
    shadow(el).querySelector('form')!.requestSubmit();
    const done = oneEvent(el, 'clinic-password-reset');
    reply.release();
    await done;
    await waitUntil(() => heading(el) === 'Password Reset Successful');
    expect(shadow(el).querySelector('a')!.getAttribute('href')).to.equal('/login');
    expect(calls.filter((c) => c.path === '/api/auth/reset-password').map((c) => c.body)).to.deep.equal([{ token: 'tok-1', password: 'NewPassw0rd' }]);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("shows the server's reason for the password, not 'Invalid input data', and marks 'Avoid common passwords' red", async () => {
    const common = 'This password is too common. Please choose a less predictable one.';
    stubPage({
      '/api/auth/verify-reset-token': [json(200, { valid: true })],
      '/api/auth/reset-password': [json(400, { message: 'Invalid input data', fields: { password: common } })],
    });
    const el = await open();
    await fill(el, 'Password123', 'Password123');
    const item = () => [...shadow(el).querySelectorAll('.requirements li')].find((li) => li.textContent!.startsWith('Avoid common passwords'))!;
    expect(item().className).to.equal('');
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal(common);
    expect(item().className).to.equal('unmet');
    expect(item().textContent).to.contain('(not met)');
    expect(getComputedStyle(item()).color).to.equal(getComputedStyle(shadow(el).querySelector('.banner')!).color);
    await expect(el).shadowDom.to.be.accessible();
    // Another password clears the mark until the server says otherwise.
    await fill(el, 'Tulsi-Garden-42', 'Tulsi-Garden-42');
    await waitUntil(() => item().className === '');
  });

  it("keeps the form open with the server's message, else 'Failed to reset password. Please try again.'", async () => {
    const { reply } = stubPage({
      '/api/auth/verify-reset-token': [json(200, { valid: true })],
      '/api/auth/reset-password': [json(400, { message: 'Invalid or expired reset token' })],
    });
    const el = await open();
    await fill(el, 'NewPassw0rd', 'NewPassw0rd');
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Invalid or expired reset token');
    expect(shadow(el).querySelector<HTMLInputElement>('#field-password')!.value).to.equal('NewPassw0rd');
    reply('/api/auth/reset-password', json(500, {}));
    submit(el);
    await waitUntil(() => bannerText(el) === 'Server error. Please try again later.');
    expect(shadow(el).querySelector('form')).to.exist;
  });
});
