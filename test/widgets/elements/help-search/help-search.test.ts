import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { HelpArticle } from '../../../../widgets/content/types.ts';
import { helpSearch } from '../../../../widgets/elements/help-search/help-search.element.ts';
import { pageQuery } from '../../../../widgets/elements/help-search/page-query.ts';
import { indexArticles, searchArticles } from '../../../../widgets/elements/help-search/search.ts';
import { type } from '../../../support/page.ts';
import { serverRendered, watchConsoleErrors } from '../../../support/server-rendered.ts';
import { squash, stubHelp } from '../../help-shared/help-fixtures.ts';

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

async function search(el: HTMLElement, query: string) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!;
  input.focus();
  type(input, query);
  await waitUntil(() => /found|match/.test(el.shadowRoot!.querySelector('[role="status"]')!.textContent ?? ''), `results for ${query}`);
  return input;
}
const resultIds = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('a.result')].map((a) => a.getAttribute('href'));
const active = (el: HTMLElement) => el.shadowRoot!.activeElement;

const fake = (id: string, title: string, description: string, body: string) =>
  ({
    id,
    title,
    description,
    category: 'Getting Started',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [{ type: 'paragraph', text: body }],
    relatedArticles: [],
  }) as unknown as HelpArticle;

describe('clinic-help-search', () => {
  let help: ReturnType<typeof stubHelp>;
  beforeEach(() => (help = stubHelp()));
  afterEach(() => help.restore());

  it("finds the GST article first for 'GSTIN', with a live count, and loads the articles only on focus", async () => {
    const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    expect(help.calls, 'nothing is fetched before the box is used').to.have.length(0);
    await search(el, 'GSTIN');
    expect(resultIds(el)[0]).to.equal('/help/gst-compliance');
    const status = el.shadowRoot!.querySelector('[role="status"]')!.textContent!;
    expect(status).to.equal(`${resultIds(el).length} articles found for “GSTIN”.`);
    expect(el.shadowRoot!.querySelector('a.result mark')).to.exist;
    expect(help.calls).to.have.length(1);
    await expect(el).shadowDom.to.be.accessible();
  });

  for (const lang of ['en-IN', 'hi-IN', 'ta-IN']) {
    it(`shows its placeholder whole where it fits and its first example alone on a phone, never cut (${lang})`, async () => {
      const wrapper = await fixture<HTMLElement>(`<div style="width: 800px"><clinic-help-search lang="${lang}"></clinic-help-search></div>`);
      const el = wrapper.querySelector('clinic-help-search')!;
      await waitUntil(() => el.shadowRoot?.querySelector('input'));
      const input = el.shadowRoot!.querySelector('input')!;
      await waitUntil(
        () => input.placeholder !== '' && !input.placeholder.startsWith('Try') === (lang !== 'en-IN'),
        'the placeholder in the element’s language',
      );
      /** Whether the placeholder's text fits inside the box (a placeholder scrolls like a value: its scroll width tells). */
      const fitsBox = () => {
        const probe = input.cloneNode() as HTMLInputElement;
        probe.value = input.placeholder;
        probe.style.width = `${input.getBoundingClientRect().width}px`;
        input.after(probe);
        const fits = probe.scrollWidth <= probe.clientWidth;
        probe.remove();
        return fits;
      };
      // English and Hindi fit whole in a wide box; the longer Tamil one only as its first example.
      if (lang !== 'ta-IN') await waitUntil(() => input.placeholder.includes('import clients'), 'the whole placeholder');
      const wide = input.placeholder;
      expect(fitsBox(), wide).to.equal(true);
      wrapper.style.width = '272px';
      await waitUntil(() => fitsBox() && !input.placeholder.includes('import clients'), 'a placeholder that fits the phone’s box');
      expect(input.placeholder).to.contain('GST invoice');
      wrapper.style.width = '800px';
      await waitUntil(() => input.placeholder === wide, 'the wide box’s placeholder again');
    });
  }

  it('ranks a title match above a description match above a body match', () => {
    const index = indexArticles([
      fake('body', 'Alpha', 'Nothing here', 'All about invoices and invoices again.'),
      fake('description', 'Beta', 'Send an invoice', 'Nothing here.'),
      fake('title', 'Invoice basics', 'Nothing here', 'Nothing here.'),
      fake('none', 'Gamma', 'Nothing here', 'Nothing here.'),
    ]);
    expect(searchArticles(index, 'invoice').map((result) => result.article.id)).to.deep.equal(['title', 'description', 'body']);
    expect(searchArticles(index, 'how do I send an invoice').map((result) => result.article.id)).to.deep.equal(['description']);
  });

  it('points to live chat, phone and email when nothing matches', async () => {
    const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    await search(el, 'xyzzy qwerty');
    expect(resultIds(el)).to.deep.equal([]);
    const empty = el.shadowRoot!.querySelector('.no-results')!;
    expect(squash(empty.textContent)).to.contain('No articles match “xyzzy qwerty”.');
    const text = squash(empty.textContent);
    for (const channel of ['Live chat', 'Available 24/7', 'Mon-Fri 9AM-6PM IST', 'Reply within 4 hours']) expect(text).to.contain(channel);
    const hrefs = [...empty.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('tel:+918047182290');
    expect(hrefs).to.include('mailto:support@clinicplatform.in');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('moves through the results with the arrow keys, back to the box with Escape; Enter opens the first', async () => {
    const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    const input = await search(el, 'payment');
    const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.result')];
    expect(links.length).to.be.greaterThan(2);
    key(input, 'ArrowDown');
    expect(active(el)).to.equal(links[0]);
    key(links[0]!, 'ArrowDown');
    expect(active(el)).to.equal(links[1]);
    key(links[1]!, 'End');
    expect(active(el)).to.equal(links.at(-1));
    key(links.at(-1)!, 'Home');
    expect(active(el)).to.equal(links[0]);
    key(links[0]!, 'ArrowUp');
    expect(active(el)).to.equal(input);
    key(input, 'ArrowDown');
    key(links[0]!, 'Escape');
    expect(active(el)).to.equal(input);
    input.form!.requestSubmit();
    expect(help.navigations).to.deep.equal([links[0]!.getAttribute('href')]);
  });

  it('says so, with Retry, when the articles cannot be loaded', async () => {
    help.restore();
    help = stubHelp(() => new Response('nope', { status: 503 }));
    const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
    input.focus();
    type(input, 'gst');
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the error should show');
    expect(el.shadowRoot!.querySelector('[role="alert"] button')!.textContent).to.equal('Retry');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('shows its results over the page, so what follows the box never moves, and closes them on a press outside', async () => {
    const wrapper = await fixture<HTMLElement>('<div><clinic-help-search></clinic-help-search><p id="after">The topics below</p></div>');
    const el = wrapper.querySelector<HTMLElement>('clinic-help-search')!;
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    const after = wrapper.querySelector('#after')!;
    const before = after.getBoundingClientRect().top;
    const input = await search(el, 'GST');
    expect(resultIds(el).length).to.be.greaterThan(0);
    expect(after.getBoundingClientRect().top, 'the text after the box stays where it was').to.equal(before);
    const panel = el.shadowRoot!.querySelector<HTMLElement>('.search-panel')!;
    expect(panel.getBoundingClientRect().bottom).to.be.greaterThan(before);
    after.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => el.shadowRoot!.querySelector<HTMLElement>('#search-results')!.hidden, 'a press outside closes the results');
    expect(input.value, 'the query stays').to.equal('GST');
    input.dispatchEvent(new FocusEvent('focus'));
    input.blur();
    input.focus();
    await waitUntil(() => !el.shadowRoot!.querySelector<HTMLElement>('#search-results')!.hidden, 'focus opens them again');
  });

  it('is a search form sent to the Help Center as ?q= (the search without JavaScript)', async () => {
    const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
    await waitUntil(() => el.shadowRoot?.querySelector('input'));
    const form = el.shadowRoot!.querySelector('form')!;
    expect(form.getAttribute('role')).to.equal('search');
    expect(form.method).to.equal('get');
    expect(new URL(form.action).pathname).to.equal('/support');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!.name).to.equal('q');
  });

  it('reads the query of the address as the page shows it: control characters out, spaces collapsed, 200 characters at most', () => {
    expect(pageQuery('  gst\u0000\u202E  invoice\n')).to.equal('gst invoice');
    expect(pageQuery(null)).to.equal('');
    expect(pageQuery('a'.repeat(500))).to.have.length(200);
    expect(pageQuery(`${'x'.repeat(199)}😀😀`)).to.equal(`${'x'.repeat(199)}😀`);
  });

  describe('on /support?q=… as the server answers it', () => {
    const address = location.href;
    afterEach(() => history.replaceState(null, '', address));

    it('on a page whose own address has ?q= but no results from the server, searches as anywhere else', async () => {
      history.replaceState(null, '', '?q=gst');
      const el = await fixture<HTMLElement>('<clinic-help-search></clinic-help-search>');
      await waitUntil(() => el.shadowRoot?.querySelector('input'));
      await search(el, 'gst');
      expect(el.shadowRoot!.querySelector('.search-panel.open')).to.exist;
      expect(resultIds(el)[0]).to.equal('/help/gst-compliance');
    });

    it("keeps the server's results below the box as it hydrates, and hides them once the visitor searches for something else", async () => {
      history.replaceState(null, '', '?q=gst');
      const el = await serverRendered(helpSearch, '', { light: '<div slot="results"><h2>2 articles found for “gst”.</h2></div>' });
      const root = el.shadowRoot!;
      const slot = root.querySelector<HTMLSlotElement>('slot[name="results"]')!;
      const served = el.querySelector('[slot="results"]')!;
      expect(slot.assignedElements()).to.deep.equal([served]);
      expect(served.checkVisibility()).to.equal(true);
      // The server writes the query into the box.
      const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
      input.value = 'gst';
      const watch = watchConsoleErrors();
      try {
        input.focus();
        await waitUntil(() => !root.querySelector(':scope > style[data-clinic-style]'), 'focusing the box hydrates the element');
        await waitUntil(() => help.calls.length === 1, 'the query reaches the component, which loads the articles');
        expect(input.value).to.equal('gst');
        expect(root.querySelector('.search-panel.open'), 'no live panel over the same results').to.equal(null);
        expect(root.querySelector('slot[name="results"]')!.hasAttribute('hidden')).to.equal(false);
        expect(served.checkVisibility()).to.equal(true);
        await expect(el).shadowDom.to.be.accessible();

        type(input, 'whatsapp');
        await waitUntil(() => /found for “whatsapp”/.test(root.querySelector('[role="status"]')!.textContent ?? ''));
        expect(root.querySelector('slot[name="results"]')!.hasAttribute('hidden'), "the server's results give way").to.equal(true);
        expect(served.checkVisibility()).to.equal(false);
        type(input, 'gst');
        await waitUntil(() => !root.querySelector('slot[name="results"]')!.hasAttribute('hidden'), 'back to the query the page answered');
        expect(watch.errors, 'no hydration warning').to.deep.equal([]);
      } finally {
        watch.restore();
      }
    });
  });
});
