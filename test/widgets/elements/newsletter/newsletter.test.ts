import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import '../../../../widgets/elements/newsletter/newsletter.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

// Navigation (sign-out, hand-off) is not followed: the test page stays.
stubBrowser({ navigate: () => undefined });

const sent: unknown[] = [];
let failWith: number | null = null;
usePageWidgets(
  createPageWidgets({
    storage: null,
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      if (failWith) return Response.json({}, { status: failWith });
      return Response.json({ message: "You're subscribed. Watch your inbox for product news." }, { status: 201 });
    },
  }),
);

async function mount() {
  const el = await fixture<HTMLElement>('<clinic-newsletter></clinic-newsletter>');
  await waitUntil(() => el.shadowRoot?.querySelector('form'), 'the form should render');
  const field = el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
  const type = (value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = () => el.shadowRoot!.querySelector('form')!.requestSubmit();
  return { el, field, type, submit };
}

describe('clinic-newsletter', () => {
  beforeEach(() => {
    sent.length = 0;
    failWith = null;
  });

  it('has a labelled email field and a Subscribe button', async () => {
    const { el, field } = await mount();
    expect(field.type).to.equal('email');
    expect(el.shadowRoot!.querySelector(`label[for="${field.id}"]`)!.textContent).to.equal('Email address');
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('Subscribe');
  });

  it('refuses an address without @ and calls nothing', async () => {
    const { el, type, submit } = await mount();
    type('asha.example.in');
    submit();
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Please enter a valid email address');
    expect(sent).to.deep.equal([]);
  });

  it('posts to /api/newsletter, confirms, clears the field and fires clinic-subscribed', async () => {
    const { el, field, type, submit } = await mount();
    type(' asha@example.in ');
    const event = oneEvent(el, 'clinic-subscribed');
    submit();
    expect((await event).detail).to.deep.equal({ email: 'asha@example.in' });
    expect(sent).to.deep.equal([{ url: `${location.origin}/api/newsletter`, body: { email: 'asha@example.in' } }]);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent !== '');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal("You're subscribed. Watch your inbox for product news.");
    expect(field.value).to.equal('');
  });

  it('shows the error and keeps the address when the server fails', async () => {
    failWith = 500;
    const { el, field, type, submit } = await mount();
    type('asha@example.in');
    submit();
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Server error. Please try again later.');
    expect(field.value).to.equal('asha@example.in');
    await expect(el).shadowDom.to.be.accessible();
  });
});
