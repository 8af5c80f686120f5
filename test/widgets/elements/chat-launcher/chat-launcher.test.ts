import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/chat-launcher/chat-launcher.element.ts';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

usePageWidgets(createPageWidgets({ storage: null, fetch: async () => new Response('{}') }));

describe('clinic-chat-launcher', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('goes to fallback-href while the page has no chat assistant', async () => {
    const visited: string[] = [];
    restore = stubBrowser({ navigate: (url) => visited.push(url) });
    const el = await fixture<HTMLElement>('<clinic-chat-launcher fallback-href="/support#chat"></clinic-chat-launcher>');
    await waitUntil(() => el.shadowRoot?.querySelector('button'));
    el.shadowRoot!.querySelector('button')!.click();
    expect(visited).to.deep.equal(['/support#chat']);
  });

  it('opens the page’s <clinic-chat> by setting its open attribute', async () => {
    if (!customElements.get('clinic-chat')) customElements.define('clinic-chat', class extends HTMLElement {});
    const wrapper = await fixture<HTMLElement>('<div><clinic-chat></clinic-chat><clinic-chat-launcher></clinic-chat-launcher></div>');
    const el = wrapper.querySelector<HTMLElement>('clinic-chat-launcher')!;
    await waitUntil(() => el.shadowRoot?.querySelector('button'));
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).to.equal('Start Live Chat');
    button.click();
    expect(wrapper.querySelector('clinic-chat')!.hasAttribute('open')).to.equal(true);
    await expect(el).shadowDom.to.be.accessible();
  });
});
