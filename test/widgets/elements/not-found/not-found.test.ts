import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import '../../../../widgets/elements/not-found/not-found.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

usePageWidgets(createPageWidgets({ storage: null, fetch: async () => new Response('{}') }));

async function mount(html = '<clinic-not-found></clinic-not-found>') {
  const el = await fixture<HTMLElement>(html);
  await waitUntil(() => el.shadowRoot?.querySelector('h1'), 'the screen should render');
  return el;
}

describe('clinic-not-found', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("says 'Oops! Page Not Found' with Error 404 and the four actions", async () => {
    const el = await mount();
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Oops! Page Not Found');
    expect(root.querySelector('.code')!.textContent).to.equal('Error 404');
    const actions = [...root.querySelectorAll('.actions > *')].map((node) => [node.textContent, node.getAttribute('href')]);
    expect(actions).to.deep.equal([
      ['Go Home', '/'],
      ['Contact Support', '/contact'],
      ['Go Back', null],
      ['Help Center', '/support'],
    ]);
  });

  it('offers the popular pages /features, /pricing and /demo', async () => {
    const el = await mount();
    const links = [...el.shadowRoot!.querySelectorAll('.popular a')].map((link) => link.getAttribute('href'));
    expect(links).to.deep.equal(['/features', '/pricing', '/demo']);
  });

  it('goes back in history when there is some', async () => {
    const calls: string[] = [];
    restore = stubBrowser({ historyLength: () => 3, back: () => calls.push('back'), navigate: (url) => calls.push(url) });
    const el = await mount();
    el.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(calls).to.deep.equal(['back']);
  });

  it('goes home (home-href) when the tab has no history', async () => {
    const calls: string[] = [];
    restore = stubBrowser({ historyLength: () => 1, back: () => calls.push('back'), navigate: (url) => calls.push(url) });
    const el = await mount('<clinic-not-found home-href="/start"></clinic-not-found>');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(calls).to.deep.equal(['/start']);
    await expect(el).shadowDom.to.be.accessible();
  });
});
