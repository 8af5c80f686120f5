/**
 * The chat's answers from the assistant's file: a quoted passage with its source and related
 * links, "I don't know" with the human channels, small talk, complaints, follow-ups, "Was this
 * helpful?" sent as a beacon, and links that stay in the tab on the site and open a new one on a
 * partner's page. The file is fetched on the first question, never when the chat opens.
 */
import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { stubBrowser } from '../../../../widgets/runtime/script/browser.ts';
import { find, shadow, stubPage } from '../../../support/page.ts';
import { REPLY_DELAY_MS } from '../../../../widgets/elements/chat/reply.ts';
import { assistantIndex } from '../../../../widgets/assistant/documents.ts';
import { json } from '../../../support/page.ts';
import { stubSiteFile } from '../../help-shared/help-fixtures.ts';
import { accessible, ask, chatElement, lastBot, messages, stubAnswerEndpoint, stubAssistantFile, time, useManualClock } from './chat-helpers.ts';

const lastAnswer = (el: Element) => [...shadow(el).querySelectorAll<HTMLLIElement>('.message.bot')].at(-1)!;
const anchors = (el: Element) => [...lastAnswer(el).querySelectorAll<HTMLAnchorElement>('a')];
const paths = (el: Element) => anchors(el).map((a) => `${new URL(a.href).pathname}${new URL(a.href).hash}`);

describe('clinic-chat: answers from the help centre and the handbook', () => {
  let file: ReturnType<typeof stubAssistantFile>;
  let page: ReturnType<typeof stubPage>['page'];
  beforeEach(() => {
    sessionStorage.clear();
    page = stubPage().page;
    useManualClock();
    file = stubAssistantFile();
  });
  afterEach(() => {
    time.restore();
    file.restore();
  });

  it('quotes the best passage, links its source and up to two related pages; the file comes with the first question only', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    expect(file.calls).to.deep.equal([]);
    const reply = await ask(el, 'How do I export my invoices for my accountant?');
    expect(file.calls.length).to.equal(1);
    expect(reply).to.contain('chartered accountant');
    expect(reply).to.match(/\.\n\nRead more: Understanding Financial Reports\nRelated: /);
    expect(paths(el)[0]).to.equal('/help/financial-reports');
    const related = paths(el).slice(1);
    expect(related.length).to.be.within(1, 2);
    for (const path of related) expect(path).to.match(/^\/help\/[a-z-]+$|^\/handbook#[a-z-]+$/);
    await ask(el, 'how do I connect razorpay');
    expect(paths(el)[0]).to.equal('/help/payment-gateways');
    expect(file.calls.length).to.equal(1);
    await accessible(el);
  });

  it('asks which page was meant when two subjects answer equally, with both as buttons, and answers from the one pressed', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    const question = await ask(el, 'whatsapp campaign');
    expect(question).to.equal('Do you mean Creating Marketing Campaigns, or Connecting and Using WhatsApp?');
    const group = lastAnswer(el).querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).to.equal(question);
    const buttons = [...group.querySelectorAll<HTMLButtonElement>('button')];
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Creating Marketing Campaigns', 'Connecting and Using WhatsApp']);
    // A question is no answer to rate.
    expect(lastAnswer(el).querySelector('button.helpful')).to.equal(null);
    await accessible(el);
    const count = messages(el).length;
    buttons[1]!.click();
    // The pick is said as the visitor's message, then answered from that page after the typing delay.
    await waitUntil(() => time.pending().length === 1, 'the reply should be scheduled');
    expect([...shadow(el).querySelectorAll('.message.user')].at(-1)!.textContent).to.contain('Connecting and Using WhatsApp');
    time.tick(REPLY_DELAY_MS);
    await waitUntil(() => messages(el).length === count + 2, 'the answer');
    expect(lastBot(el)).to.match(/\n\nRead more: Connecting and Using WhatsApp/);
    expect(paths(el)).to.include('/help/whatsapp-integration');
    // The question's buttons are spent once the conversation moves on.
    expect(buttons.every((button) => button.disabled)).to.equal(true);
  });

  it('says it does not know, with e-mail, phone and WhatsApp, when nothing answers the question', async () => {
    page.config.configure({ whatsappNumber: '919876543210' });
    const el = await chatElement('open');
    await find(el, 'textarea');
    const reply = await ask(el, 'Do you integrate with Tally?');
    expect(reply).to.match(/^I don't know the answer to that/);
    const hrefs = anchors(el).map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members(['mailto:support@clinicplatform.in', 'tel:+918047182290', 'https://wa.me/919876543210']);
  });

  it('answers small talk briefly, without asking whether it helped', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    expect(await ask(el, 'Thanks!')).to.equal("You're welcome! Anything else I can help you with?");
    expect(lastAnswer(el).querySelector('.feedback')).to.equal(null);
    expect(await ask(el, 'bye')).to.match(/^Goodbye/);
  });

  it('meets a complaint with an apology and the human channels, never marketing copy', async () => {
    page.config.configure({ whatsappNumber: '919876543210' });
    const el = await chatElement('open');
    await find(el, 'textarea');
    const reply = await ask(el, 'This is pathetic, the reminders never go out!!');
    expect(reply).to.match(/^I'm sorry/);
    expect(anchors(el).map((a) => a.getAttribute('href'))).to.deep.equal([
      'mailto:support@clinicplatform.in',
      'tel:+918047182290',
      'https://wa.me/919876543210',
    ]);
    expect(reply).to.not.match(/%|Pro and Enterprise|demo/);
  });

  it('keeps the context of a follow-up', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    await ask(el, 'How do automated reminders work?');
    const followUp = await ask(el, 'and on WhatsApp?');
    expect(followUp.split('\n\n')[0]).to.match(/reminders/i);
    expect(followUp.split('\n\n')[0]).to.match(/WhatsApp/);
  });

  it('links account tasks to their page', async () => {
    const el = await chatElement('open');
    await find(el, 'textarea');
    await ask(el, 'I forgot my password');
    expect(paths(el)).to.deep.equal(['/forgot-password']);
  });

  it('asks "Was this helpful?" under an answer and sends Yes or No as a beacon to the analytics address', async () => {
    const beacons: { url: string; body: unknown }[] = [];
    const restore = stubBrowser({ sendBeacon: (url, body) => beacons.push({ url, body: JSON.parse(body) }) > 0 });
    try {
      page.config.configure({ analyticsUrl: 'https://stats.clinic.example/collect' });
      const el = await chatElement('open');
      await find(el, 'textarea');
      await ask(el, 'How do I upload before and after photos?');
      const group = lastAnswer(el).querySelector('[role="group"]')!;
      expect(group.getAttribute('aria-label')).to.equal('Was this helpful?');
      const [yes, no] = [...group.querySelectorAll('button')];
      expect([yes!.textContent, no!.textContent]).to.deep.equal(['Yes', 'No']);
      await accessible(el);
      yes!.click();
      await waitUntil(() => lastAnswer(el).querySelector('.feedback')?.textContent === 'Thanks for your feedback.');
      expect(beacons).to.deep.equal([
        {
          url: 'https://stats.clinic.example/collect',
          body: { event: 'assistant-feedback', helpful: true, source: 'help:managing-client-photos', path: location.pathname },
        },
      ]);
      // The answer is kept with the conversation: after a reload it does not ask again.
      fixtureCleanup();
      const again = await chatElement();
      await find(again, '.feedback');
      expect(lastAnswer(again).querySelector('button.helpful')).to.equal(null);

      await ask(again, 'Do you integrate with Tally?');
      // A question it could not answer is counted by topic, without the visitor's words.
      await waitUntil(() => beacons.length === 2);
      expect(beacons[1]).to.deep.equal({
        url: 'https://stats.clinic.example/collect',
        body: { event: 'assistant-unanswered', topic: 'integrations', path: location.pathname },
      });
      expect(JSON.stringify(beacons)).not.to.contain('Tally');
      lastAnswer(again).querySelectorAll<HTMLButtonElement>('button.helpful')[1]!.click();
      await waitUntil(() => beacons.length === 3);
      expect(beacons[2]!.body).to.deep.include({ helpful: false, source: 'unknown' });
    } finally {
      restore();
    }
  });

  it('sends no beacon without an analytics address, and still thanks the visitor', async () => {
    const beacons: string[] = [];
    const restore = stubBrowser({ sendBeacon: (url) => beacons.push(url) > 0 });
    try {
      const el = await chatElement('open');
      await find(el, 'textarea');
      await ask(el, 'low stock alert');
      lastAnswer(el).querySelector<HTMLButtonElement>('button.helpful')!.click();
      await waitUntil(() => lastAnswer(el).querySelector('.feedback')?.textContent === 'Thanks for your feedback.');
      expect(beacons).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('opens links in the same tab on the site, and in a new tab from a partner page', async () => {
    const site = await chatElement('open');
    await find(site, 'textarea');
    await ask(site, 'low stock alert');
    const own = anchors(site)[0]!;
    expect(new URL(own.href).origin).to.equal(location.origin);
    expect(own.hasAttribute('target')).to.equal(false);
    site.remove();
    sessionStorage.clear();

    const partner = await chatElement('open site-url="https://clinicplatform.example"');
    await find(partner, 'textarea');
    await ask(partner, 'low stock alert');
    const away = anchors(partner)[0]!;
    expect(away.href).to.equal('https://clinicplatform.example/handbook#inventory-management');
    expect(away.getAttribute('target')).to.equal('_blank');
    expect(away.getAttribute('rel')).to.equal('noopener');
    expect(lastBot(partner)).to.contain('Read more: Inventory Management');
  });
});

describe('clinic-chat: answers from the answer endpoint', () => {
  let endpoint: ReturnType<typeof stubAnswerEndpoint>;
  let file: ReturnType<typeof stubSiteFile>;
  beforeEach(() => {
    sessionStorage.clear();
    stubPage();
    useManualClock();
    endpoint = stubAnswerEndpoint('up');
    file = stubSiteFile('/assets/assistant-index.json', [() => json(200, assistantIndex())]);
  });
  afterEach(() => {
    time.restore();
    file.restore();
    endpoint.restore();
  });

  it('asks the API base with the question alone, no cookies, and never fetches the passages', async () => {
    const { page } = stubPage();
    page.config.configure({ apiBase: 'https://api.clinicplatform.example' });
    const el = await chatElement('open');
    await find(el, 'textarea');
    const reply = await ask(el, 'who still owes us money');
    // The page's words are not the question's: what people ask of the page found it.
    expect(reply).to.match(/\n\nRead more: Understanding Financial Reports/);
    expect(paths(el)[0]).to.equal('/help/financial-reports');
    expect(endpoint.calls.map((call) => call.url)).to.deep.equal(['https://api.clinicplatform.example/api/assistant']);
    expect(endpoint.calls[0]!.body).to.deep.equal({ question: 'who still owes us money' });
    expect(endpoint.calls[0]!.init.credentials).to.equal('omit');
    const followUp = await ask(el, 'and by upi?');
    expect(followUp).to.not.match(/^I don't know/);
    expect(endpoint.calls[1]!.body).to.deep.equal({ question: 'and by upi?', previous: 'who still owes us money' });
    expect(file.calls).to.deep.equal([]);
    await accessible(el);
  });

  it('words the endpoint’s answer in the chat’s language, the quoted passage under the line saying it is English', async () => {
    const el = await chatElement('open lang="hi"');
    await find(el, 'textarea');
    // Greeted in Hindi: the chat's Hindi words (and its links' language) have come.
    await waitUntil(() => /[\u0900-\u097f]/.test(messages(el)[0]?.text ?? ''), 'the Hindi greeting');
    const reply = await ask(el, 'who still owes us money');
    expect(endpoint.calls.length).to.equal(1);
    expect(reply).to.match(/[\u0900-\u097f]/);
    expect(reply).to.contain('Understanding Financial Reports');
    expect(paths(el)[0]).to.equal('/hi/help/financial-reports');
    expect(file.calls).to.deep.equal([]);
  });

  it('searches the passages itself when the endpoint answers with something it cannot read', async () => {
    endpoint.restore();
    file.restore();
    const evil = { kind: 'passage', quote: 'x', source: { source: 'help:x', title: 'x', href: 'javascript:alert(1)' }, related: [] };
    endpoint = stubAnswerEndpoint(() => json(200, { decision: evil }));
    file = stubSiteFile('/assets/assistant-index.json', [() => json(200, assistantIndex())]);
    const el = await chatElement('open');
    await find(el, 'textarea');
    const reply = await ask(el, 'how do I connect razorpay');
    expect(endpoint.calls.length).to.equal(1);
    expect(file.calls.length).to.equal(1);
    expect(reply).to.match(/Read more: Setting Up Payment Gateways/);
    expect(anchors(el).every((a) => !a.href.startsWith('javascript:'))).to.equal(true);
  });
});
