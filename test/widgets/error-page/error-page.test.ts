import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../widgets/core/page.ts';
import '../../../widgets/error-page/error-page.element.ts';
import '../../../widgets/parts/site.ts';
import { stubBrowser } from '../../../widgets/site/browser.ts';

usePageWidgets(createPageWidgets({ storage: null, navigate: () => undefined, fetch: async () => new Response('{}') }));
const original = location.pathname + location.search;

async function mount(html = '<clinic-error-page></clinic-error-page>') {
  const el = await fixture<HTMLElement>(html);
  await waitUntil(() => el.shadowRoot?.querySelector('h1'), 'the screen should render');
  return el;
}
const labels = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.actions a')].map((a) => a.textContent);
const fact = (el: HTMLElement, name: string) =>
  [...el.shadowRoot!.querySelectorAll('.facts div')].find((row) => row.querySelector('dt')!.textContent === name)!.querySelector('dd')!.textContent;

describe('clinic-error-page', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    history.replaceState(null, '', original);
  });

  it('uses UNKNOWN_ERROR and the default message, with no Try Again', async () => {
    const el = await mount();
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Oops! Something Went Wrong');
    expect(root.querySelector('.code')!.textContent).to.equal('UNKNOWN_ERROR');
    expect(root.querySelector('.lead')!.textContent).to.equal('Something unexpected happened');
    expect(root.textContent).to.contain('Your data is safe, and our team has been notified.');
    expect(labels(el)).to.deep.equal(['Go Home', 'Get Help', 'Report Issue']);
    expect([...root.querySelectorAll('.actions a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/', '/support', '/contact']);
  });

  it('takes code, message and retry from the attributes', async () => {
    const el = await mount('<clinic-error-page code="PAYMENT_FAILED" message="The payment did not go through" retry-href="/pricing"></clinic-error-page>');
    expect(el.shadowRoot!.querySelector('.code')!.textContent).to.equal('PAYMENT_FAILED');
    expect(el.shadowRoot!.querySelector('.lead')!.textContent).to.equal('The payment did not go through');
    expect(labels(el)).to.deep.equal(['Try Again', 'Go Home', 'Get Help', 'Report Issue']);
    expect(el.shadowRoot!.querySelector('.actions a')!.getAttribute('href')).to.equal('/pricing');
  });

  it('takes them from the query, as text only, and refuses a retry on another site', async () => {
    history.replaceState(null, '', `?code=${encodeURIComponent('<b>X</b>')}&message=${encodeURIComponent('<img src=x onerror=alert(1)>')}&retry=${encodeURIComponent('javascript:alert(1)')}`);
    const el = await mount();
    expect(el.shadowRoot!.querySelector('.code')!.textContent).to.equal('<b>X</b>');
    expect(el.shadowRoot!.querySelector('.lead')!.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
    expect(labels(el)).to.not.include('Try Again');
    history.replaceState(null, '', '?retry=https://evil.example/');
    const other = await mount();
    expect(labels(other)).to.not.include('Try Again');
  });

  it('shows and hides the technical details: code, message, time and 50 characters of the agent', async () => {
    restore = stubBrowser({ now: () => new Date('2025-01-15T10:30:00.000Z') });
    const el = await mount('<clinic-error-page code="E42" message="Boom"></clinic-error-page>');
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('.details-toggle')!;
    const details = el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(details.hidden).to.equal(true);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(details.hidden).to.equal(false);
    expect(toggle.textContent).to.equal('Hide technical details');
    expect(fact(el, 'Error code')).to.equal('E42');
    expect(fact(el, 'Message')).to.equal('Boom');
    expect(fact(el, 'Time')).to.equal('2025-01-15T10:30:00.000Z');
    expect(fact(el, 'Browser')).to.equal(navigator.userAgent.slice(0, 50));
    await expect(el).shadowDom.to.be.accessible();
  });
});
