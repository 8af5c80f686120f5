import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import { ClinicSiteHeaderElement } from '../../../../widgets/elements/site-header/site-header.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

// Navigation (sign-out, hand-off) is not followed: the test page stays.
stubBrowser({ navigate: () => undefined });

const page = createPageWidgets({ storage: null, fetch: async () => new Response('{}') });
usePageWidgets(page);
const here = location.pathname + location.search;

const markup = `
<clinic-site-header>
  <header class="site-header">
    <a class="brand" href="/">ClinicPlatform</a>
    <button type="button" data-menu-toggle aria-expanded="false" aria-controls="test-menu">Menu</button>
    <div id="test-menu">
      <nav aria-label="Main"><ul>
        <li><a href="#features-test">Features</a></li>
        <li><a href="${here}" id="same-page">This page</a></li>
      </ul></nav>
    </div>
  </header>
</clinic-site-header>
<div style="height: 3000px"></div>`;

async function mount() {
  const wrapper = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const el = wrapper.querySelector<HTMLElement>('clinic-site-header')!;
  expect(el).to.be.instanceOf(ClinicSiteHeaderElement);
  const button = el.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
  const menu = el.querySelector<HTMLElement>('#test-menu')!;
  const header = el.querySelector<HTMLElement>('header')!;
  // The visitor reaches for the header: its menu code comes then.
  header.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  await waitUntil(() => wired(el), 'the menu code should arrive');
  await waitUntil(() => header.hasAttribute('data-scrolled') === window.scrollY > 20);
  return { el, button, menu, header };
}

/** True once the header's menu code answers for it. */
const wired = (el: Element) => (window as unknown as { __clinicHeldActions?: { awake: WeakSet<Element> } }).__clinicHeldActions?.awake.has(el) ?? false;

describe('clinic-site-header', () => {
  afterEach(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  it('fetches its menu code only when the visitor reaches for the header or scrolls; a Menu click made before is done once', async () => {
    const wrapper = await fixture<HTMLElement>(`<div>${markup}</div>`);
    const el = wrapper.querySelector<HTMLElement>('clinic-site-header')!;
    const button = el.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
    await new Promise(requestAnimationFrame);
    expect(wired(el), 'nothing is loaded for a header nobody touched').to.equal(false);
    button.click();
    await waitUntil(() => wired(el), 'the held click fetches the menu code');
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'the held click opens the menu');
    expect(el.querySelector('#test-menu')!.hasAttribute('data-open')).to.equal(true);

    const second = await fixture<HTMLElement>(`<div>${markup.replace('test-menu', 'test-menu-2').replace('test-menu', 'test-menu-2')}</div>`);
    const other = second.querySelector<HTMLElement>('clinic-site-header')!;
    window.scrollTo({ top: 21, behavior: 'instant' });
    await waitUntil(() => wired(other), 'the first scroll fetches it');
    await waitUntil(() => other.querySelector('header')!.hasAttribute('data-scrolled'), 'and marks the header');
  });

  it('opens and closes the menu with its button (aria-expanded follows)', async () => {
    const { button, menu } = await mount();
    button.click();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.hasAttribute('data-open')).to.equal(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(menu.hasAttribute('data-open')).to.equal(false);
  });

  it('closes the menu when a link is chosen', async () => {
    const { button, menu } = await mount();
    button.click();
    menu.querySelector<HTMLAnchorElement>('a[href="#features-test"]')!.click();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button } = await mount();
    button.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(button);
  });

  it('closes on a click outside the header', async () => {
    const { button } = await mount();
    button.click();
    document.body.click();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('marks the header once scrolled more than 20px, and unmarks it back at the top', async () => {
    const { header } = await mount();
    window.scrollTo({ top: 20, behavior: 'instant' });
    await oneEvent(window, 'scroll');
    await new Promise(requestAnimationFrame);
    expect(header.hasAttribute('data-scrolled')).to.equal(false);
    window.scrollTo({ top: 21, behavior: 'instant' });
    await waitUntil(() => header.hasAttribute('data-scrolled'), 'data-scrolled past 20px');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitUntil(() => !header.hasAttribute('data-scrolled'), 'no data-scrolled at the top');
  });

  it('scrolls to the top instead of reloading for a link to the page shown', async () => {
    const { el } = await mount();
    window.scrollTo({ top: 400, behavior: 'instant' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    el.querySelector('#same-page')!.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(true);
    await waitUntil(() => window.scrollY === 0, 'the page should scroll to the top');
    await expect(el).to.be.accessible();
  });

  it('stops listening once removed from the page', async () => {
    const { el, button } = await mount();
    el.remove();
    button.click();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('marks the header data-signed-in while someone is signed in, following the session live', async () => {
    const { el } = await mount();
    const header = el.querySelector('header')!;
    expect(header.hasAttribute('data-signed-in')).to.equal(false);
    const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner' };
    page.session.getState().signIn({ user, token: 't', refreshToken: 'r' });
    await waitUntil(() => header.hasAttribute('data-signed-in'), 'data-signed-in once signed in');
    page.session.getState().clear();
    await waitUntil(() => !header.hasAttribute('data-signed-in'), 'no data-signed-in once signed out');
  });
});
