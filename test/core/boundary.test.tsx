import { expect, fixture, waitUntil } from '@open-wc/testing';
import { defineWidget, widget } from '../../widgets/runtime/script/element/define.tsx';
import { elementCode } from '../../widgets/runtime/react/mount.tsx';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';

usePageWidgets(createPageWidgets({ storage: null }));

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p className="fine">Rendered fine</p>;
}
defineWidget(widget({ tag: 'clinic-test-fragile', load: async () => ({ code: elementCode(Fragile, async () => []) }), hydrate: 'load', attributes: {} }));

describe('the render-failure screen', () => {
  it('replaces a component that throws, logs the error, and Try Again recovers', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      broken = true;
      const el = await fixture('<clinic-test-fragile></clinic-test-fragile>');
      await waitUntil(() => el.shadowRoot?.querySelector('[role="alert"]'), 'the failure screen should show');
      const screen = el.shadowRoot!.querySelector('[role="alert"]')!;
      expect(screen.querySelector('h2')!.textContent).to.equal('Something went wrong');
      expect(screen.textContent).to.contain('We encountered an unexpected error. Our team has been notified and is working on a fix.');
      const links = [...screen.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).to.deep.equal([
        ['Home', '/'],
        ['Support', '/support'],
      ]);
      expect(logged.some((args) => args.some((arg) => arg instanceof Error && arg.message === 'boom'))).to.equal(true);
      await expect(el).shadowDom.to.be.accessible();

      broken = false;
      const retry = [...screen.querySelectorAll('button')].find((b) => b.textContent === 'Try Again')!;
      retry.click();
      await waitUntil(() => el.shadowRoot?.querySelector('.fine'), 'Try Again should render the element again');
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    } finally {
      console.error = original;
    }
  });
});
