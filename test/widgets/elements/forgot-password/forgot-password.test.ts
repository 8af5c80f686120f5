import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/forgot-password/forgot-password.element.ts';
import { bannerText, fieldError, find, held, json, shadow, stubPage, submit, type } from '../../../support/page.ts';

const ok = () => json(200, { message: 'If an account exists for that email, a password reset link has been sent.' });

async function form(attributes = '') {
  const el = await fixture(`<clinic-forgot-password ${attributes}></clinic-forgot-password>`);
  await find(el, 'form');
  return el;
}

describe('clinic-forgot-password', () => {
  it('needs an e-mail and calls nothing without one', async () => {
    const { calls } = stubPage({ '/api/auth/forgot-password': [ok()] });
    const el = await form();
    submit(el);
    await waitUntil(() => fieldError(el, 'email'));
    expect(fieldError(el, 'email')).to.equal('Please enter a valid email address');
    expect(calls.length).to.equal(0);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("reads 'Sending Reset Link...' while sending, then confirms the entered e-mail and fires clinic-reset-link-sent", async () => {
    const reply = held(ok);
    const { calls } = stubPage({ '/api/auth/forgot-password': [reply.promise] });
    const el = await form();
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    submit(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitUntil(() => button.textContent === 'Sending Reset Link...');
    expect(button.disabled).to.equal(true);
    const sent = oneEvent(el, 'clinic-reset-link-sent');
    reply.release();
    expect(((await sent) as CustomEvent).detail).to.deep.equal({ email: 'asha@example.in' });
    expect(calls.map((c) => c.body)).to.deep.equal([{ email: 'asha@example.in' }]);
    await waitUntil(() => shadow(el).textContent!.includes('asha@example.in'));
    expect(shadow(el).activeElement?.id).to.equal('sent-title');
    const texts = [...shadow(el).querySelectorAll('button, a')].map((n) => n.textContent);
    expect(texts).to.include.members(['Send Another Email', 'Back to Sign In']);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("'Send Another Email' returns to the form with the e-mail cleared; 'Back to Sign In' uses login-href", async () => {
    stubPage({ '/api/auth/forgot-password': [ok()] });
    const el = await form('login-href="/signin"');
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    submit(el);
    const again = await find<HTMLButtonElement>(el, '.panel button');
    expect(shadow(el).querySelector('.panel a')!.getAttribute('href')).to.equal('/signin');
    again.click();
    const input = await find<HTMLInputElement>(el, '#field-email');
    expect(input.value).to.equal('');
    expect(shadow(el).activeElement).to.equal(input);
  });

  it("shows the server's message inline, else 'Failed to send reset email. Please try again.', keeping the e-mail", async () => {
    stubPage({ '/api/auth/forgot-password': [json(429, { message: 'Too many attempts. Please wait a moment and try again.' })] });
    let el = await form();
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Too many attempts. Please wait a moment and try again.');
    expect(shadow(el).querySelector<HTMLInputElement>('#field-email')!.value).to.equal('asha@example.in');

    stubPage({ '/api/auth/forgot-password': [() => Promise.reject(new TypeError('offline'))] });
    el = await form();
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Network error. Please check your connection.');
    await expect(el).shadowDom.to.be.accessible();
  });
});
