import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/contact-form/contact-form.element.ts';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

// Navigation (sign-out, hand-off) is not followed: the test page stays.
stubBrowser({ navigate: () => undefined });

type Answer = { status: number; body: unknown } | 'network';
const sent: unknown[] = [];
let answers: Answer[] = [];
usePageWidgets(
  createPageWidgets({
    storage: null,
    fetch: async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      const answer = answers.shift() ?? { status: 201, body: { message: "Thanks for your message. We'll get back to you within 4 hours." } };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return Response.json(answer.body, { status: answer.status });
    },
  }),
);
const original = location.pathname + location.search;

async function mount(html = '<clinic-contact-form></clinic-contact-form>') {
  const el = await fixture<HTMLElement>(html);
  await waitUntil(() => el.shadowRoot?.querySelector('form'), 'the form should render');
  return el;
}
const $ = <T extends Element = HTMLInputElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const input = (el: HTMLElement, name: string) => $(el, `[name="${name}"]`);
function type(el: HTMLElement, name: string, value: string) {
  const field = input(el, name) as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = (el: HTMLElement) => $<HTMLFormElement>(el, 'form').requestSubmit();
/** Fills the three required fields and sends the form. */
const sendRequired = (el: HTMLElement) => {
  type(el, 'name', 'Asha Rao');
  type(el, 'email', 'asha@example.in');
  type(el, 'message', 'Hello');
  submit(el);
};
const checkedMethod = (el: HTMLElement) => $(el, 'input[type="radio"]:checked').value;

describe('clinic-contact-form', () => {
  beforeEach(() => {
    sent.length = 0;
    answers = [];
  });
  afterEach(() => history.replaceState(null, '', original));

  it('has the fields with e-mail chosen as the contact method', async () => {
    const el = await mount();
    for (const name of ['name', 'email', 'phone', 'clinicName', 'message']) expect(input(el, name), name).to.exist;
    expect([...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.value)).to.deep.equal([
      'email',
      'phone',
      'whatsapp',
      'video',
    ]);
    expect(checkedMethod(el)).to.equal('email');
  });

  it('preselects the method from the attribute, else from ?method=', async () => {
    expect(checkedMethod(await mount('<clinic-contact-form method="whatsapp"></clinic-contact-form>'))).to.equal('whatsapp');
    history.replaceState(null, '', '?method=video');
    expect(checkedMethod(await mount())).to.equal('video');
    history.replaceState(null, '', '?method=fax');
    expect(checkedMethod(await mount())).to.equal('email');
  });

  it('shows the messages for the required fields and calls nothing', async () => {
    const el = await mount();
    type(el, 'email', 'not-an-email');
    submit(el);
    await waitUntil(() => el.shadowRoot!.querySelectorAll('.field-error').length === 3);
    expect([...el.shadowRoot!.querySelectorAll('.field-error')].map((p) => p.textContent)).to.deep.equal([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a message',
    ]);
    expect(input(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, 'name'));
    expect(sent).to.deep.equal([]);
  });

  it('asks for a phone number when the sender wants a call or WhatsApp, and sends nothing without one', async () => {
    for (const method of ['phone', 'whatsapp']) {
      const el = await mount();
      type(el, 'name', 'Asha Rao');
      type(el, 'email', 'asha@example.in');
      type(el, 'message', 'Please call me.');
      $<HTMLInputElement>(el, `input[value="${method}"]`).click();
      submit(el);
      await waitUntil(() => el.shadowRoot!.querySelector('.field-error'), `a ${method} reply needs a number`);
      expect(el.shadowRoot!.querySelector('.field-error')!.textContent).to.equal('Please enter a phone number so we can call or message you');
      expect(el.shadowRoot!.activeElement).to.equal(input(el, 'phone'));
    }
    expect(sent).to.deep.equal([]);
  });

  it('posts once, confirms and fires clinic-contact-sent', async () => {
    const el = await mount();
    type(el, 'name', 'Asha Rao');
    type(el, 'email', 'asha@example.in');
    type(el, 'clinicName', 'Glow Skin Clinic');
    type(el, 'phone', '98201 45678');
    type(el, 'message', 'Please call me about the 1-year plan.');
    $<HTMLInputElement>(el, 'input[value="phone"]').click();
    const event = oneEvent(el, 'clinic-contact-sent');
    submit(el);
    submit(el);
    await event;
    await waitUntil(() => el.shadowRoot!.querySelector('[role="status"]'));
    expect(sent).to.deep.equal([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '98201 45678',
        clinicName: 'Glow Skin Clinic',
        message: 'Please call me about the 1-year plan.',
        contactMethod: 'phone',
      },
    ]);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain("We'll get back to you within 4 hours.");
    await waitUntil(() => el.shadowRoot!.activeElement?.tagName === 'H3', 'focus should move to the confirmation');
  });

  it('keeps the values and shows the server message in a banner when sending fails', async () => {
    answers = [{ status: 429, body: { message: 'Too many messages. Please try again later.' } }];
    const el = await mount();
    sendRequired(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Too many messages. Please try again later.');
    expect(input(el, 'name').value).to.equal('Asha Rao');
    expect(input(el, 'message').value).to.equal('Hello');
  });

  it('says so when the network fails', async () => {
    answers = ['network'];
    const el = await mount();
    sendRequired(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Network error. Please check your connection.');
    await expect(el).shadowDom.to.be.accessible();
  });
});
