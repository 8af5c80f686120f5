import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createPageWidgets, usePageWidgets } from '../../../../widgets/runtime/script/page.ts';
import '../../../../widgets/elements/error-page/error-page.element.ts';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';

usePageWidgets(createPageWidgets({ storage: null, fetch: async () => new Response('{}') }));
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

  it('shows a known ?code= with its own message, and never the ?message=', async () => {
    history.replaceState(null, '', `?code=session_expired&message=${encodeURIComponent('Your account is locked. Call +1 555 0100 now.')}`);
    const el = await mount();
    expect(el.shadowRoot!.querySelector('.code')!.textContent).to.equal('SESSION_EXPIRED');
    expect(el.shadowRoot!.querySelector('.lead')!.textContent).to.equal('Your session has expired. Please sign in again.');
    expect(el.shadowRoot!.textContent).to.not.contain('locked');
  });

  it('shows UNKNOWN_ERROR and the default message for an unknown ?code=, as text only', async () => {
    for (const code of ['<b>X</b>', 'ACCOUNT_SUSPENDED_CALL_US', 'constructor', '__proto__', 'toString']) {
      history.replaceState(null, '', `?code=${encodeURIComponent(code)}&message=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      const el = await mount();
      expect(el.shadowRoot!.querySelector('.code')!.textContent, code).to.equal('UNKNOWN_ERROR');
      expect(el.shadowRoot!.querySelector('.lead')!.textContent, code).to.equal('Something unexpected happened');
      expect(el.shadowRoot!.querySelector('img, b'), code).to.equal(null);
      expect(el.shadowRoot!.textContent, code).to.not.contain('onerror');
      el.remove();
    }
  });

  it('follows a same-site ?retry= with Try Again', async () => {
    for (const [retry, href] of [
      ['/pricing?billing=annually#faq', '/pricing?billing=annually#faq'],
      ['/help/gst-compliance', '/help/gst-compliance'],
      [`${location.origin}/contact`, '/contact'],
      ['pricing', null],
    ] as const) {
      history.replaceState(null, '', `?retry=${encodeURIComponent(retry)}`);
      const el = await mount();
      const link = el.shadowRoot!.querySelector('.actions a')!;
      expect(link.textContent, retry).to.equal('Try Again');
      if (href) expect(link.getAttribute('href'), retry).to.equal(href);
      expect(new URL(link.getAttribute('href')!, location.href).origin, retry).to.equal(location.origin);
      el.remove();
    }
  });

  it('sends Try Again home for any retry address that would leave the site', async () => {
    const attacks = [
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      '/%2E//evil.example/x',
      '/./%2e//evil.example/x',
      '//evil.example/x',
      '///evil.example/x',
      '/\\evil.example/x',
      '\\/evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '\t//evil.example',
      ' //evil.example',
      'https://evil.example/x',
      'https:evil.example',
      `http://evil.example@${location.host}.evil.example/`,
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '%2F%2Fevil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
    ];
    for (const attack of attacks) {
      history.replaceState(null, '', `?retry=${encodeURIComponent(attack)}`);
      const el = await mount();
      const link = el.shadowRoot!.querySelector('.actions a')!;
      expect(link.textContent, attack).to.equal('Try Again');
      const href = link.getAttribute('href')!;
      // The browser's own reading of the link must stay on this site.
      expect(new URL(href, location.href).origin, attack).to.equal(location.origin);
      expect(href, attack).to.match(/^\/(?![/\\])/);
      el.remove();
    }
    // Encoded once more in the address itself.
    history.replaceState(null, '', '?retry=%2F.%2F%2Fevil.example%2Fx');
    const encoded = await mount();
    expect(encoded.shadowRoot!.querySelector('.actions a')!.getAttribute('href')).to.equal('/');
    encoded.remove();
    // As the attribute, too.
    const el = await mount('<clinic-error-page retry-href="/.//evil.example/x"></clinic-error-page>');
    expect(el.shadowRoot!.querySelector('.actions a')!.getAttribute('href')).to.equal('/');
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
