import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { HelpArticle } from '../../../../widgets/content/types.ts';
import '../../../../widgets/elements/help-search/help-search.element.ts';
import { indexArticles, searchArticles } from '../../../../widgets/elements/help-search/search.ts';
import { type } from '../../../support/page.ts';
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
});
