import { expect, fixture, fixtureCleanup, oneEvent, waitUntil } from '@open-wc/testing';
import { REPLY_DELAY_MS } from '../../../../widgets/elements/chat/reply.ts';
import { matchTopic } from '../../../../widgets/elements/chat/match.ts';
import '../../../../widgets/elements/chat/chat.element.ts';
import { CHAT_STORAGE_KEY } from '../../../../protocol/index.ts';
import { chatFallback, chatGreeting, chatTopics } from '../../../../widgets/content/chat-topics.ts';
import { find, json, shadow, stubPage } from '../../../support/page.ts';
import {
  accessible,
  ask,
  chatElement,
  input,
  lastBot,
  messages,
  openChat,
  plain,
  press,
  sendButton,
  stubAssistantFile,
  time,
  typeText,
  useManualClock,
} from './chat-helpers.ts';

// The chat's own behaviour, and its answers when the assistant's file cannot be had: the keyword
// topics, else the fallback (chat-assistant.test.ts has the answers from the file).
describe('clinic-chat', () => {
  let file: ReturnType<typeof stubAssistantFile>;
  beforeEach(() => {
    sessionStorage.clear();
    stubPage();
    useManualClock();
    file = stubAssistantFile(() => json(404, {}));
  });
  afterEach(() => {
    time.restore();
    file.restore();
  });

  it('starts closed with a launcher; opening shows a labelled dialog with the greeting, focuses the input and fires clinic-chat-toggle', async () => {
    const el = await chatElement();
    const launcher = shadow(el).querySelector<HTMLButtonElement>('.launcher')!;
    expect(launcher.getAttribute('aria-expanded')).to.equal('false');
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    await accessible(el);

    const toggled = oneEvent(document, 'clinic-chat-toggle');
    launcher.click();
    expect((await toggled).detail).to.deep.equal({ open: true });
    const dialog = await find(el, '[role="dialog"]');
    expect(shadow(el).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('ClinicPlatform assistant');
    expect(el.hasAttribute('open')).to.equal(true);
    expect(el.open).to.equal(true);
    expect(launcher.getAttribute('aria-expanded')).to.equal('true');
    expect(messages(el)).to.deep.equal([{ bot: true, text: chatGreeting }]);
    await waitUntil(() => input(el) && shadow(el).activeElement === input(el), 'focus should move to the input');
    await accessible(el);
  });

  it('closes on Escape, hands focus back to the launcher and fires clinic-chat-toggle {open: false}', async () => {
    const el = await chatElement();
    await openChat(el);
    await waitUntil(() => input(el) && shadow(el).activeElement === input(el));
    const toggled = oneEvent(document, 'clinic-chat-toggle');
    press(el, 'Escape');
    expect((await toggled).detail).to.deep.equal({ open: false });
    await waitUntil(() => !shadow(el).querySelector('[role="dialog"]'));
    expect(el.hasAttribute('open')).to.equal(false);
    await waitUntil(() => shadow(el).activeElement === shadow(el).querySelector('.launcher'), 'focus should return to the launcher');
  });

  it('opened from a button elsewhere on the page, it hands focus back to that button on close', async () => {
    const wrapper = await fixture<HTMLElement>('<div><button type="button">Start Live Chat</button><clinic-chat></clinic-chat></div>');
    const el = wrapper.querySelector('clinic-chat')!;
    const start = wrapper.querySelector('button')!;
    await find(el, '.launcher');
    start.focus();
    el.setAttribute('open', '');
    await waitUntil(() => input(el) && shadow(el).activeElement === input(el), 'focus should move to the input');
    press(el, 'Escape');
    await waitUntil(() => document.activeElement === start, 'focus should return to the opener');
  });

  it('opened while the visitor types in a field of the page (its code came late), it leaves their focus and typing where they are', async () => {
    const wrapper = await fixture<HTMLElement>('<div><input aria-label="Search the help articles" /><clinic-chat></clinic-chat></div>');
    const el = wrapper.querySelector('clinic-chat')!;
    const field = wrapper.querySelector('input')!;
    await find(el, '.launcher');
    field.focus();
    el.setAttribute('open', '');
    await waitUntil(() => input(el), 'the panel opens');
    // Two frames: the opening's effects have run.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    expect(document.activeElement).to.equal(field);
  });

  it('the close button closes too; the open attribute and property open and close it', async () => {
    const el = await chatElement();
    el.setAttribute('open', '');
    await find(el, '[role="dialog"]');
    shadow(el).querySelector<HTMLButtonElement>('.close')!.click();
    await waitUntil(() => !shadow(el).querySelector('[role="dialog"]'));
    await waitUntil(() => shadow(el).activeElement === shadow(el).querySelector('.launcher'));
    el.open = true;
    await find(el, '[role="dialog"]');
    expect(el.hasAttribute('open')).to.equal(true);
    el.removeAttribute('open');
    await waitUntil(() => !shadow(el).querySelector('[role="dialog"]'));
  });

  it('keeps send disabled while the text is blank after trimming, and never sends a blank message', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    expect(sendButton(el).disabled).to.equal(true);
    typeText(el, '   \n  ');
    await waitUntil(() => input(el).value === '   \n  ');
    expect(sendButton(el).disabled).to.equal(true);
    press(el, 'Enter');
    shadow(el).querySelector('form')!.requestSubmit();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(messages(el).length).to.equal(1);
    expect(time.pending().length).to.equal(0);
  });

  it('Enter sends; Shift+Enter does not (it makes a new line)', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    typeText(el, 'How much is Pro?');
    await waitUntil(() => !sendButton(el).disabled);
    const shifted = press(el, 'Enter', { shiftKey: true });
    expect(shifted.defaultPrevented).to.equal(false);
    expect(messages(el).length).to.equal(1);
    const plainEnter = press(el, 'Enter');
    expect(plainEnter.defaultPrevented).to.equal(true);
    await waitUntil(() => messages(el).length === 2);
    expect(messages(el)[1]).to.deep.equal({ bot: false, text: 'How much is Pro?' });
    expect(input(el).value).to.equal('');
  });

  it('shows the typing indicator with input and send disabled, and replies after exactly 1500 ms', async () => {
    const el = await chatElement('open');
    (await find(el, 'textarea')).focus();
    typeText(el, '  What does it cost?  ');
    await waitUntil(() => !sendButton(el).disabled);
    press(el, 'Enter');
    await waitUntil(() => time.pending().length === 1);
    expect(time.pending()[0]!.ms).to.equal(1500);
    expect(messages(el).at(-1)).to.deep.equal({ bot: false, text: 'What does it cost?' });
    expect(shadow(el).querySelector('.typing')).to.not.equal(null);
    expect(input(el).disabled).to.equal(true);
    expect(sendButton(el).disabled).to.equal(true);
    const live = shadow(el).querySelector('[aria-live="polite"]')!;
    expect(live.textContent).to.contain('typing');

    time.tick(1499);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(messages(el).length).to.equal(2);
    time.tick(1);
    await waitUntil(() => messages(el).length === 3);
    expect(lastBot(el)).to.equal(plain(matchTopic('What does it cost?')!.reply));
    expect(shadow(el).querySelector('.typing')).to.equal(null);
    expect(input(el).disabled).to.equal(false);
    // The reply is announced, and focus is back in the input for the next question.
    expect(live.textContent).to.equal(lastBot(el));
    await waitUntil(() => shadow(el).activeElement === input(el), 'focus should return to the input');
    await accessible(el);
  });

  it('applies the match rule at its thresholds: 3 characters fall back, 4 reply, two short keywords reply', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    const fallback = plain(chatFallback);
    const reply = (id: string) => plain(chatTopics.find((t) => t.id === id)!.reply);
    expect(await ask(el, 'gst')).to.equal(fallback);
    expect(await ask(el, 'cash')).to.equal(reply('billing'));
    expect(await ask(el, 'gst upi')).to.equal(reply('billing'));
    expect(await ask(el, 'my gstin')).to.equal(reply('billing'));
  });

  it('reaches every one of the seventeen topics', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    for (const topic of chatTopics) {
      const keyword = topic.keywords.find((k) => matchTopic(k)?.id === topic.id)!;
      expect(await ask(el, `Tell me: ${keyword}?`), topic.id).to.equal(plain(topic.reply));
    }
  });

  it('renders links in replies as real links: site paths on site-url, demo-href, mail and phone', async () => {
    const el = await chatElement('open site-url="https://clinic.example" demo-href="https://clinic.example/tour"');
    await find(el, 'textarea');
    await ask(el, 'pricing');
    const pricingLink = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.bot a')].at(-1)!;
    expect(pricingLink.textContent).to.equal('pricing page');
    expect(pricingLink.href).to.equal('https://clinic.example/pricing');
    await ask(el, 'qwerty');
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.bot:last-of-type a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['mailto:support@clinicplatform.in', 'tel:+918047182290', 'https://clinic.example/support', 'https://clinic.example/tour']);
  });

  it('resolves site paths against the configured site, and contact-href for /contact', async () => {
    stubPage().page.config.configure({ siteUrl: 'https://api.partner-of-clinic.example/v1', apiBase: 'https://api.partner-of-clinic.example/v1' });
    const el = await chatElement('open contact-href="/talk-to-us"');
    await find(el, 'textarea');
    await ask(el, 'contact');
    const hrefs = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.bot a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('/talk-to-us');
    await ask(el, 'pricing');
    expect([...shadow(el).querySelectorAll<HTMLAnchorElement>('.bot a')].at(-1)!.href).to.equal('https://api.partner-of-clinic.example/pricing');
  });

  it('keeps the conversation and the open state across a reload of the element (sessionStorage)', async () => {
    const el = await chatElement();
    await openChat(el);
    const reply = await ask(el, 'Is there a free trial?');
    const before = messages(el);
    fixtureCleanup();
    const toggles: unknown[] = [];
    const record = (event: Event) => toggles.push((event as CustomEvent).detail);
    document.addEventListener('clinic-chat-toggle', record);
    const again = await chatElement();
    await find(again, '[role="dialog"]');
    expect(again.hasAttribute('open')).to.equal(true);
    expect(messages(again)).to.deep.equal(before);
    expect(lastBot(again)).to.equal(reply);
    // Restoring is not a toggle by the visitor, and does not steal the page's focus.
    expect(toggles).to.deep.equal([]);
    expect(shadow(again).activeElement).to.equal(null);
    document.removeEventListener('clinic-chat-toggle', record);
  });

  it('answers a question left pending by a reload, 1.5 s after the element comes back', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    typeText(el, 'whatsapp');
    await waitUntil(() => !sendButton(el).disabled);
    press(el, 'Enter');
    await waitUntil(() => time.pending().length === 1);
    fixtureCleanup();
    await waitUntil(() => time.pending().length === 0, 'the old timer is cleared');
    const again = await chatElement();
    await find(again, '.typing');
    await waitUntil(() => time.pending().length === 1);
    time.tick(REPLY_DELAY_MS);
    await waitUntil(() => messages(again).length === 3);
    expect(lastBot(again)).to.equal(plain(chatTopics.find((t) => t.id === 'messaging')!.reply));
  });

  it('discards a corrupted or tampered saved chat, and never links a disallowed target', async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, '{"open":true,"messages":[{"id":"x"}]}');
    const el = await chatElement();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '').to.not.contain('"id":"x"');
    expect(el.hasAttribute('open')).to.equal(false);
    fixtureCleanup();

    sessionStorage.setItem(CHAT_STORAGE_KEY, 'not json');
    const second = await chatElement('open');
    await find(second, '.message');
    expect(messages(second)).to.deep.equal([{ bot: true, text: chatGreeting }]);
    fixtureCleanup();

    const tampered = [
      { id: 'a', text: 'Click [here](javascript:alert(1)) or [there](//evil.example/x) or [help](/support)', isBot: true, timestamp: 1 },
      { id: 'b', text: 'I typed [a link](/pricing) and <b>markup</b>', isBot: false, timestamp: 2 },
    ];
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ open: true, messages: tampered }));
    const third = await chatElement();
    await find(third, '.message.user');
    const anchors = [...shadow(third).querySelectorAll<HTMLAnchorElement>('a')];
    expect(anchors.map((a) => a.textContent)).to.deep.equal(['help']);
    expect(shadow(third).querySelector('.user')!.textContent).to.contain('I typed [a link](/pricing) and <b>markup</b>');
    expect(shadow(third).querySelector('b')).to.equal(null);
    await accessible(third);
  });
});
