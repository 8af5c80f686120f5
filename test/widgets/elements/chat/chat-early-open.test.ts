/**
 * A page may open the chat before the chat's code has arrived (its code loads on first open):
 * the chat then opens as soon as the code is in, and the page still hears clinic-chat-toggle.
 * A file of its own, so that no earlier test has fetched the chat's code into this page.
 */
import { expect, fixture, oneEvent } from '@open-wc/testing';
import '../../../../widgets/elements/chat/chat.element.ts';
import { find, shadow, stubPage } from '../../../support/page.ts';

describe('clinic-chat opened before its code has loaded', () => {
  beforeEach(() => {
    sessionStorage.clear();
    stubPage();
  });

  it('opens, fires clinic-chat-toggle {open: true} once, and keeps the attribute', async () => {
    const el = await fixture<HTMLElement & { open: boolean }>('<clinic-chat></clinic-chat>');
    // The launcher is drawn without the chat's code: the panel needs the code.
    await find(el, '.launcher');
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    const details: unknown[] = [];
    const record = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('clinic-chat-toggle', record);
    try {
      const toggled = oneEvent(document, 'clinic-chat-toggle');
      el.open = true;
      expect((await toggled).detail).to.deep.equal({ open: true });
      await find(el, '[role="dialog"]');
      expect(el.hasAttribute('open')).to.equal(true);
      expect(details).to.deep.equal([{ open: true }]);
    } finally {
      document.removeEventListener('clinic-chat-toggle', record);
    }
  });
});
