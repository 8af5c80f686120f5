/**
 * The chat's answer when no topic matches: the best help articles for the question, from the Help
 * Center's search over the same articles, as links, then the contact channels (WhatsApp when a
 * number is configured), saying plainly that the assistant is automatic.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { indexArticles, searchArticles } from '../../../widgets/help-search/search.ts';
import { suggestArticles } from '../../../widgets/help-search/suggest.ts';
import { articles } from '../../../widgets/content/help/index.ts';
import { json, shadow } from '../../support/page.ts';
import { stubHelp } from '../help-shared/help-fixtures.ts';
import { accessible, ask, chatElement, useManualClock, time } from './chat-helpers.ts';

const links = (el: Element) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('.message.bot')].at(-1)!.querySelectorAll<HTMLAnchorElement>('a');
const hrefs = (el: Element) => [...links(el)].map((a) => a.getAttribute('href'));

describe('clinic-chat: the article answer', () => {
  let help: ReturnType<typeof stubHelp>;
  beforeEach(() => {
    sessionStorage.clear();
    useManualClock();
  });
  afterEach(() => {
    time.restore();
    help?.restore();
  });

  it('answers a question no topic matches with the best help articles, as links, then the channels', async () => {
    help = stubHelp();
    const el = await chatElement('open');
    const question = 'What GST rate applies to cosmetic services?';
    const reply = await ask(el, question);
    const index = indexArticles(articles);
    const expected = suggestArticles(index, question);
    expect(expected.length).to.be.within(2, 3);
    // The Help Center's own search puts the same article first.
    expect(expected[0]!.id).to.equal(searchArticles(index, 'gst cosmetic services')[0]!.article.id);
    expect(reply).to.match(/^I don't have a ready answer for that\. These articles may help:\n• /);
    const articleLinks = [...links(el)].filter((a) => a.getAttribute('href')!.includes('/help/'));
    expect(articleLinks.map((a) => a.textContent)).to.deep.equal(expected.map((article) => article.title));
    expect(articleLinks.map((a) => new URL(a.href).pathname)).to.deep.equal(expected.map((article) => `/help/${article.id}`));
    expect(new URL(articleLinks[0]!.href).pathname).to.equal('/help/gst-compliance');
    // The channels stay: e-mail, phone, the help centre, the demo; and what the assistant is.
    expect(reply).to.contain("I'm an automatic assistant");
    expect(hrefs(el)).to.include.members(['mailto:support@clinicplatform.in', 'tel:+918047182290']);
    expect(hrefs(el).some((href) => href!.endsWith('/demo'))).to.equal(true);
    expect(help.calls.length).to.equal(1);
    await accessible(el);
  });

  it('loads the articles once for the page, and still answers topics without them', async () => {
    help = stubHelp();
    const el = await chatElement('open');
    await ask(el, 'GST rate for cosmetic services');
    await ask(el, 'cosmetic services photos consent');
    expect(help.calls.length).to.equal(1);
    const reply = await ask(el, 'Is GST included?');
    expect(reply).to.contain('18% GST is added');
  });

  it('adds a WhatsApp click-to-chat link from the whatsapp-number attribute or the page configuration', async () => {
    help = stubHelp();
    help.page.config.configure({ whatsappNumber: '918047182290' });
    const configured = await chatElement('open');
    await ask(configured, 'qwerty uiop');
    expect(hrefs(configured)).to.include('https://wa.me/918047182290');
    expect([...links(configured)].find((a) => a.href.startsWith('https://wa.me/'))!.textContent).to.equal('WhatsApp');
    configured.remove();
    sessionStorage.clear();
    const own = await chatElement('open whatsapp-number="+91 98765 43210"');
    await ask(own, 'qwerty uiop');
    expect(hrefs(own)).to.include('https://wa.me/919876543210');
  });

  it('names no WhatsApp link without a number, and refuses a number that is not one', async () => {
    help = stubHelp();
    const el = await chatElement('open whatsapp-number="javascript:alert(1)"');
    const reply = await ask(el, 'qwerty uiop');
    expect(reply).to.match(/^I'm not sure I understood that\./);
    expect(hrefs(el).some((href) => href!.includes('wa.me') || href!.startsWith('javascript'))).to.equal(false);
  });

  it('falls back to the channels alone when the articles cannot be loaded', async () => {
    help = stubHelp(() => json(500, {}));
    const el = await chatElement('open');
    const reply = await ask(el, 'What GST rate applies to cosmetic services?');
    expect(reply).to.match(/^I'm not sure I understood that\./);
    await waitUntil(() => hrefs(el).includes('tel:+918047182290'));
  });
});
