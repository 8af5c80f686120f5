import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import { RETRY_LOCK_MS } from '../../../../widgets/elements/server-error/server-error.component.tsx';
import '../../../../widgets/elements/server-error/server-error.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';
import { manualClock } from '../../../support/clock.ts';

let healthy = false;
const healthCalls: string[] = [];
usePageWidgets(
  createPageWidgets({
    storage: null,
    fetch: async (input) => {
      healthCalls.push(String(input));
      return healthy ? Response.json({ status: 'ok' }) : Response.json({ message: 'Service unavailable' }, { status: 503 });
    },
  }),
);

describe('clinic-server-error', () => {
  let clock: ReturnType<typeof manualClock>;
  let visited: string[] = [];
  beforeEach(() => {
    clock = manualClock();
    visited = [];
    healthy = false;
    healthCalls.length = 0;
    stubBrowser({ navigate: (url) => visited.push(url) });
  });
  afterEach(() => clock.restore());

  async function mount(html = '<clinic-server-error></clinic-server-error>') {
    const el = await fixture<HTMLElement>(html);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'the screen should render');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    const note = el.shadowRoot!.querySelector<HTMLElement>('[role="status"]')!;
    return { el, button, note };
  }

  it('shows the 500 screen with Homepage, Get Help and the status panel (ETA about 5 min)', async () => {
    const { el } = await mount();
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal("Server Error – We're Healing Things Up");
    expect(root.querySelector('.code')!.textContent).to.equal('Error 500');
    expect([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Homepage', '/'],
      ['Get Help', '/support'],
    ]);
    const facts = [...root.querySelectorAll('.facts div')].map((row) => row.textContent);
    expect(facts).to.deep.equal(['DatabaseMaintenance', 'API servicesOperational', 'SecuritySecure', 'Estimated timeAbout 5 min']);
  });

  it("locks Reload Page for 2 seconds reading 'Refreshing...', counts the attempt and checks nothing meanwhile", async () => {
    const { button, note } = await mount();
    expect(button.textContent).to.equal('Reload Page');
    button.click();
    await waitUntil(() => button.textContent === 'Refreshing...');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(note.textContent).to.equal('Retry attempt: 1');
    button.click();
    clock.tick(RETRY_LOCK_MS - 1);
    expect(note.textContent).to.equal('Retry attempt: 1');
    expect(healthCalls).to.deep.equal([]);
    expect(visited).to.deep.equal([]);
  });

  it('unlocks after the lock when the service is still down, and counts again', async () => {
    const { button, note } = await mount();
    button.click();
    await waitUntil(() => button.textContent === 'Refreshing...');
    clock.tick(RETRY_LOCK_MS);
    await waitUntil(() => button.textContent === 'Reload Page', 'the button should unlock');
    expect(healthCalls).to.have.length(1);
    expect(healthCalls[0]).to.match(/\/api\/health$/);
    expect(note.textContent).to.contain('still working on it');
    button.click();
    await waitUntil(() => note.textContent === 'Retry attempt: 2');
    expect(visited).to.deep.equal([]);
  });

  it('goes to return-href once the service answers', async () => {
    healthy = true;
    const { el, button } = await mount('<clinic-server-error return-href="/pricing?x=1"></clinic-server-error>');
    button.click();
    await waitUntil(() => button.textContent === 'Refreshing...');
    clock.tick(RETRY_LOCK_MS);
    await waitUntil(() => visited.length === 1, 'it should navigate');
    expect(visited).to.deep.equal(['/pricing?x=1']);
    await expect(el).shadowDom.to.be.accessible();
  });
});
